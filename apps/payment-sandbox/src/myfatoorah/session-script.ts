/**
 * `session.js`, the embedded form's script as the merchant's page loads it: defines
 * `window.myFatoorah = { init(config), submit() }`. `init` renders the card form's iframe (on the
 * sandbox's origin, told the page's origin so it answers only there) into `config.cardViewId`;
 * `submit` asks the iframe for the card and resolves `{sessionId, cardBrand}` or rejects with
 * the form's message. Messages are checked by source window and origin both ways.
 */
export function sessionScript(baseUrl: string): string {
  // JSON.stringify quotes the base for a JS string literal (the script is not HTML).
  return `(function () {
  'use strict';
  var base = ${JSON.stringify(baseUrl)};
  var formOrigin = new URL(base).origin;
  var titles = { en: 'Card details', ar: 'بيانات البطاقة' };
  var frame = null;
  var ready = false;
  var waiting = [];
  var pending = null;

  window.addEventListener('message', function (event) {
    if (!frame || event.source !== frame.contentWindow || event.origin !== formOrigin) return;
    var data = event.data || {};
    if (data.type === 'mf-ready') {
      ready = true;
      var queued = waiting;
      waiting = [];
      queued.forEach(function (send) { send(); });
    } else if (data.type === 'mf-resize' && typeof data.height === 'number') {
      frame.style.height = Math.ceil(data.height) + 'px';
    } else if (data.type === 'mf-result' && pending) {
      var settle = pending;
      pending = null;
      if (data.ok === true) settle.resolve({ sessionId: data.sessionId, cardBrand: data.cardBrand });
      else settle.reject(new Error(typeof data.message === 'string' ? data.message : 'The card was not accepted.'));
    }
  });

  window.myFatoorah = {
    init: function (config) {
      if (!config || typeof config.sessionId !== 'string' || config.sessionId === '') {
        throw new Error('myFatoorah.init: sessionId is required.');
      }
      var container = document.getElementById(config.cardViewId);
      if (!container) throw new Error('myFatoorah.init: no element with id "' + config.cardViewId + '".');
      var lang = config.language === 'ar' ? 'ar' : 'en';
      if (pending) {
        pending.reject(new Error('The card form was reset.'));
        pending = null;
      }
      ready = false;
      waiting = [];
      var query = new URLSearchParams({ sessionId: config.sessionId, lang: lang, parentOrigin: window.location.origin });
      frame = document.createElement('iframe');
      frame.src = base + '/cardview/v2/card-form?' + query.toString();
      frame.title = titles[lang];
      frame.style.width = '100%';
      frame.style.border = '0';
      frame.style.height = '360px';
      container.replaceChildren(frame);
    },
    submit: function () {
      if (!frame) return Promise.reject(new Error('myFatoorah.init has not been called.'));
      if (pending) return Promise.reject(new Error('The card is already being submitted.'));
      var target = frame;
      return new Promise(function (resolve, reject) {
        pending = { resolve: resolve, reject: reject };
        var send = function () { target.contentWindow.postMessage({ type: 'mf-submit' }, formOrigin); };
        if (ready) send();
        else waiting.push(send);
      });
    },
  };
})();
`;
}
