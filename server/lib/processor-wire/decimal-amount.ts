/** Minor units as the decimal string processors write ("29.99", "1500"). */
export function formatMinor(amountMinor: number, decimals: number): string {
  return decimals === 0 ? String(amountMinor) : (amountMinor / 10 ** decimals).toFixed(decimals)
}
