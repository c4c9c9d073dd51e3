/*
 * Before the app's code runs: if it cannot load (a first visit on a network that drops, a chunk that
 * never arrives), say so and offer a retry instead of leaving a blank page forever (R-CONST-13).
 * A plain script, on purpose: it must work when the app's modules did not. Its three texts are
 * the only texts outside the Lingui catalogs, because the catalogs arrive with the code that failed.
 */
;(() => {
  const TIMEOUT_MS = 120000
  const TEXTS = {
    en: ['Velvet could not load', 'The connection dropped while the app was loading.', 'Try again'],
    es: ['Velvet no se pudo cargar', 'La conexión se cortó mientras se cargaba la app.', 'Reintentar'],
    pt: ['Não foi possível carregar a Velvet', 'A conexão caiu enquanto o app carregava.', 'Tentar de novo'],
    tr: ['Velvet yüklenemedi', 'Uygulama yüklenirken bağlantı kesildi.', 'Tekrar dene'],
  }
  function language() {
    try {
      const stored = JSON.parse(localStorage.getItem('velvet.locale') || 'null')
      if (stored && TEXTS[stored]) return stored
    } catch (_) {}
    const browser = (navigator.language || 'en').slice(0, 2).toLowerCase()
    if (browser === 'it') return 'es'
    return TEXTS[browser] ? browser : 'en'
  }
  let shown = false
  function showFailure() {
    // On the age gate the app is not started until Enter (scripts/first-paint.ts): nothing to wait for.
    if (shown || window.__velvetBooted || window.__velvetStarted === false) return
    shown = true
    const text = TEXTS[language()]
    const root = document.getElementById('root')
    if (!root) return
    // A copy of the last screen painted over the app (src/offline/snapshot-paint.ts) makes way.
    const copy = document.getElementById('velvet-snapshot')
    if (copy) copy.remove()
    document.documentElement.removeAttribute('data-snapshot')
    root.innerHTML =
      '<div role="alert" style="min-height:100vh;display:grid;place-content:center;gap:16px;padding:24px;' +
      'text-align:center;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#F4F1F7;background:#0B0A0F">' +
      '<p style="margin:0;font-size:20px;font-weight:700"></p><p style="margin:0;color:#A79FB3"></p>' +
      '<button type="button" style="justify-self:center;min-height:44px;padding:0 24px;border:0;border-radius:999px;' +
      'background:#E0005F;color:#fff;font:inherit;font-weight:600;cursor:pointer"></button></div>'
    const parts = root.querySelectorAll('p, button')
    parts[0].textContent = text[0]
    parts[1].textContent = text[1]
    parts[2].textContent = text[2]
    parts[2].addEventListener('click', () => location.reload())
  }
  // A module script that fails to load (or whose imports fail) fires "error" on its element; it does
  // not bubble, so listen while capturing.
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target
      if (target && target.tagName === 'SCRIPT' && target.type === 'module') showFailure()
    },
    true,
  )
  setTimeout(showFailure, TIMEOUT_MS)
})()
