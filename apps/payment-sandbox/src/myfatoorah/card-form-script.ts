/**
 * `card-form.js`, the card form iframe's own script: on `mf-submit` from the parent (checked by
 * window and origin) it posts the card to the sandbox, shows field errors inline
 * (`aria-invalid`, `aria-describedby`) and answers `mf-result` to the parent's origin only. It
 * reads its settings from `#card-form-root`'s data attributes, so it is one static file.
 */
export const cardFormScript = `(function () {
  'use strict';
  var config = document.getElementById('card-form-root').dataset;
  var form = document.getElementById('card-form');
  var fields = ['number', 'name', 'expiry', 'cvc'];
  var busy = false;

  function reply(message) {
    window.parent.postMessage(message, config.parentOrigin);
  }
  function resize() {
    reply({ type: 'mf-resize', height: document.documentElement.scrollHeight });
  }
  function value(name) {
    return document.getElementById('card-' + name).value;
  }
  function showErrors(errors) {
    fields.forEach(function (name) {
      var input = document.getElementById('card-' + name);
      var error = document.getElementById('card-' + name + '-error');
      var text = errors && errors[name];
      error.textContent = text || '';
      if (text) {
        input.setAttribute('aria-invalid', 'true');
        input.setAttribute('aria-describedby', error.id);
      } else {
        input.removeAttribute('aria-invalid');
        input.removeAttribute('aria-describedby');
      }
    });
  }
  function submit() {
    if (busy) return;
    busy = true;
    var card = { number: value('number'), name: value('name'), expiry: value('expiry'), cvc: value('cvc'), lang: config.lang };
    fetch(config.submitUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(card),
    })
      .then(function (response) { return response.json(); })
      .then(function (result) {
        if (result && result.ok === true) {
          showErrors(null);
          reply({ type: 'mf-result', ok: true, sessionId: result.sessionId, cardBrand: result.cardBrand });
        } else {
          showErrors((result && result.errors) || {});
          var invalid = form.querySelector('[aria-invalid="true"]');
          if (invalid) invalid.focus();
          reply({ type: 'mf-result', ok: false, message: (result && result.message) || config.networkError });
        }
      }, function () {
        reply({ type: 'mf-result', ok: false, message: config.networkError });
      })
      .finally(function () {
        busy = false;
        resize();
      });
  }

  form.addEventListener('submit', function (event) { event.preventDefault(); });
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== config.parentOrigin) return;
    if (event.data && event.data.type === 'mf-submit') submit();
  });
  reply({ type: 'mf-ready' });
  resize();
})();
`;
