/**
 * The sandbox processor's scripts, served as files (the CSP allows scripts from our origin only):
 * the hosted card page's helper, the device-data frame's message, and the RYVYL-style payment
 * widget (COPYandPAY shape: `paymentWidgets.js?checkoutId=…` filling `form.paymentWidgets`),
 * whose SRI hash is published as the redirect's `integrity`.
 */
import { createHash } from 'node:crypto'
import { LOCALES } from '../../../contract/languages'
import { serverText } from '../../lib/i18n'

const HOSTED_JS = `(function () {
  var form = document.querySelector('form[data-sandbox-card]');
  if (!form) return;
  var button = form.querySelector('button[type=submit]');
  var device = document.querySelector('[data-device-check]');
  function ready() { if (device) device.hidden = true; }
  window.addEventListener('message', function (event) {
    if (event.origin !== window.location.origin) return;
    try {
      var data = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
      if (data && data.MessageType === 'profile.completed') ready();
    } catch (error) { /* not ours */ }
  });
  setTimeout(ready, 4000);
  var number = form.querySelector('[name=card_number]');
  if (number) number.addEventListener('input', function () { number.value = number.value.replace(/\\D/g, '').slice(0, 19); });
  form.addEventListener('submit', function () { button.disabled = true; });
})();
`

const DDC_JS = `(function () {
  var body = document.body;
  var message = JSON.stringify({ MessageType: 'profile.completed', SessionId: body.dataset.sessionId, Status: body.dataset.status === 'true' });
  window.parent.postMessage(message, window.location.origin);
})();
`

/** The payment widget's words; it runs on the shop's page, so each language's are written into it. */
const WIDGET_MESSAGES = {
  number: /*i18n*/ { id: 'Card number' },
  expiry: /*i18n*/ { id: 'Expiry (MM/YY)' },
  cvv: /*i18n*/ { id: 'CVV' },
  holder: /*i18n*/ { id: 'Card holder' },
  street1: /*i18n*/ { id: 'Street address' },
  street2: /*i18n*/ { id: 'Address line 2 (optional)' },
  city: /*i18n*/ { id: 'City' },
  postcode: /*i18n*/ { id: 'Postcode' },
  country: /*i18n*/ { id: 'Country (2-letter code)' },
  store: /*i18n*/ { id: 'Store payment details' },
  pay: /*i18n*/ { id: 'Pay now' },
  invalid: /*i18n*/ { id: 'Check the card details and the address.' },
}

function widgetTexts(): Record<string, Record<string, string>> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const t = serverText(locale)
      return [locale, Object.fromEntries(Object.entries(WIDGET_MESSAGES).map(([key, message]) => [key, t(message)]))]
    }),
  )
}

const WIDGET_JS = `(function () {
  var script = document.currentScript;
  var checkoutId = new URL(script.src, window.location.href).searchParams.get('checkoutId');
  var options = window.wpwlOptions || {};
  var texts = ${JSON.stringify(widgetTexts())};
  var t = texts[options.locale] || texts.es;
  var style = document.createElement('style');
  style.textContent = '.wpwl-form{display:grid;gap:10px;font-family:system-ui,sans-serif}.wpwl-label{display:grid;gap:4px;font-size:13px;font-weight:600}.wpwl-control{font:inherit;font-size:16px;padding:10px 12px;border:1px solid #94a3b8;border-radius:8px}.wpwl-row{display:grid;grid-template-columns:1fr 1fr;gap:10px}.wpwl-brands{display:flex;gap:6px;font-size:12px;font-weight:700;color:#334155}.wpwl-brands span{border:1px solid #cbd5e1;border-radius:4px;padding:2px 6px}.wpwl-check{display:flex;gap:8px;align-items:center;font-size:14px}.wpwl-button{font:inherit;font-weight:700;font-size:16px;padding:12px;border:0;border-radius:10px;background:#111827;color:#ecfccb;cursor:pointer}.wpwl-error{color:#b91c1c;font-size:14px;margin:0}';
  document.head.appendChild(style);
  function field(form, name, label, attrs) {
    var wrapper = document.createElement('label');
    wrapper.className = 'wpwl-label';
    wrapper.textContent = label;
    var input = document.createElement('input');
    input.className = 'wpwl-control';
    input.name = name;
    Object.keys(attrs || {}).forEach(function (key) { input.setAttribute(key, attrs[key]); });
    wrapper.appendChild(input);
    form.appendChild(wrapper);
    return input;
  }
  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var digit = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) { digit *= 2; if (digit > 9) digit -= 9; }
      sum += digit;
    }
    return digits.length > 0 && sum % 10 === 0;
  }
  function render(form) {
    form.classList.add('wpwl-form');
    form.setAttribute('novalidate', '');
    var brands = document.createElement('div');
    brands.className = 'wpwl-brands';
    (form.getAttribute('data-brands') || 'VISA AMEX MASTER').split(/\\s+/).forEach(function (brand) {
      var tag = document.createElement('span');
      tag.textContent = brand;
      brands.appendChild(tag);
    });
    form.appendChild(brands);
    var number = field(form, 'card.number', t.number, { autocomplete: 'cc-number', inputmode: 'numeric', maxlength: '19', required: '' });
    var row = document.createElement('div');
    row.className = 'wpwl-row';
    form.appendChild(row);
    var expiry = field(row, 'card.expiry', t.expiry, { autocomplete: 'cc-exp', placeholder: 'MM/YY', maxlength: '5', required: '' });
    var cvv = field(row, 'card.cvv', t.cvv, { autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: '4', required: '' });
    var holder = field(form, 'card.holder', t.holder, { autocomplete: 'cc-name', required: '' });
    var street1 = field(form, 'billing.street1', t.street1, { autocomplete: 'address-line1', required: '' });
    var street2 = field(form, 'billing.street2', t.street2, { autocomplete: 'address-line2' });
    var city = field(form, 'billing.city', t.city, { autocomplete: 'address-level2', required: '' });
    var postcode = field(form, 'billing.postcode', t.postcode, { autocomplete: 'postal-code', required: '' });
    var country = field(form, 'billing.country', t.country, { autocomplete: 'country', maxlength: '2', required: '' });
    var check = document.createElement('label');
    check.className = 'wpwl-check';
    var store = document.createElement('input');
    store.type = 'checkbox';
    store.name = 'createRegistration';
    check.appendChild(store);
    check.appendChild(document.createTextNode(t.store));
    form.appendChild(check);
    var error = document.createElement('p');
    error.className = 'wpwl-error';
    error.setAttribute('role', 'alert');
    form.appendChild(error);
    var button = document.createElement('button');
    button.type = 'submit';
    button.className = 'wpwl-button';
    button.textContent = t.pay;
    form.appendChild(button);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var digits = number.value.replace(/\\D/g, '');
      var parts = expiry.value.split('/');
      var valid = luhn(digits) && parts.length === 2 && /^\\d{3,4}$/.test(cvv.value) && street1.value.trim() && city.value.trim() && postcode.value.trim() && /^[A-Za-z]{2}$/.test(country.value.trim()) && holder.value.trim();
      if (!valid) { error.textContent = t.invalid; return; }
      button.disabled = true;
      fetch('/sandbox-processor/ryvyl/v1/checkouts/' + encodeURIComponent(checkoutId) + '/payment', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          card: { number: digits, expiryMonth: parts[0].trim(), expiryYear: parts[1].trim(), cvv: cvv.value, holder: holder.value.trim() },
          billing: { street1: street1.value.trim(), street2: street2.value.trim(), city: city.value.trim(), postcode: postcode.value.trim(), country: country.value.trim().toUpperCase() },
          createRegistration: store.checked
        })
      }).then(function (response) { return response.json(); }).then(function (result) {
        if (result.redirect) { window.location.href = result.redirect; return; }
        if (result.error) { error.textContent = t.invalid; button.disabled = false; return; }
        var back = new URL(form.getAttribute('action'), window.location.href);
        back.searchParams.set('id', checkoutId);
        back.searchParams.set('resourcePath', '/v1/checkouts/' + checkoutId + '/payment');
        window.location.href = back.toString();
      }, function () { error.textContent = t.invalid; button.disabled = false; });
    });
  }
  function start() { Array.prototype.forEach.call(document.querySelectorAll('form.paymentWidgets'), render); }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start); else start();
})();
`

export const ASSETS: Record<string, string> = { 'hosted.js': HOSTED_JS, 'ddc.js': DDC_JS }

export const WIDGET_SCRIPT = WIDGET_JS

/** Subresource Integrity of the widget script, as the app's script tag carries it. */
export const WIDGET_INTEGRITY = `sha384-${createHash('sha384').update(WIDGET_JS, 'utf8').digest('base64')}`
