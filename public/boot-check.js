/*
 * Inline in every page, before the app's code runs (server/plugins/pages.ts reads it from the build):
 * if that code cannot load (a first visit on a network that drops, a chunk that never arrives), the
 * page says so and offers a retry. The page's content, rendered by the server, stays readable; it
 * just would not answer taps. A plain script, on purpose: it must work when the app's modules did not.
 * Its three texts are the only texts outside the Lingui catalogs, because the catalogs arrive with the
 * code that failed; the page's language is the one the server rendered it in.
 */
;(() => {
  const TIMEOUT_MS = 120000
  const TEXTS = {
    en: ['Velvet could not load', 'The connection dropped while the app was loading.', 'Try again'],
    es: ['Velvet no se pudo cargar', 'La conexión se cortó mientras se cargaba la app.', 'Reintentar'],
    pt: ['Não foi possível carregar a Velvet', 'A conexão caiu enquanto o app carregava.', 'Tentar de novo'],
    tr: ['Velvet yüklenemedi', 'Uygulama yüklenirken bağlantı kesildi.', 'Tekrar dene'],
  }
  let shown = false
  function showFailure() {
    if (shown || window.__velvetBooted) return
    shown = true
    const text = TEXTS[document.documentElement.lang] || TEXTS.en
    const notice = document.createElement('div')
    notice.setAttribute('role', 'alert')
    notice.style.cssText =
      'position:fixed;inset:auto 0 0 0;z-index:2147483647;display:grid;justify-items:center;gap:8px;padding:16px 24px;' +
      'text-align:center;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#F4F1F7;background:#0B0A0F;' +
      'border-top:1px solid rgba(255,255,255,.16)'
    notice.innerHTML =
      '<p style="margin:0;font-size:18px;font-weight:700"></p><p style="margin:0;color:#A79FB3"></p>' +
      '<button type="button" style="min-height:44px;padding:0 24px;border:0;border-radius:999px;' +
      'background:#E0005F;color:#fff;font:inherit;font-weight:600;cursor:pointer"></button>'
    const parts = notice.querySelectorAll('p, button')
    parts[0].textContent = text[0]
    parts[1].textContent = text[1]
    parts[2].textContent = text[2]
    parts[2].addEventListener('click', () => location.reload())
    document.body.appendChild(notice)
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
