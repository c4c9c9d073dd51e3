/**
 * `npm run bench -- scale`: the same load on one API process and on two behind one port
 * (node:cluster), each on a fresh seeded database. On a machine where the load generator and
 * PostgreSQL share the cores with the API, the ratio says how much a second process adds there.
 */
export async function measureScale({ startServer, stopServer, loadCelebrities }) {
  const single = await startServer(['api'])
  const one = (await loadCelebrities(single.port)).result
  await stopServer(single)
  const pair = await startServer(['api'], { BENCH_WORKERS: '2' })
  const two = (await loadCelebrities(pair.port)).result
  await stopServer(pair)
  return { one, two }
}
