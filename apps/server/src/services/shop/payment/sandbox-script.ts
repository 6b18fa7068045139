/**
 * The script of the sandbox payment page (served as PaymentPaths.sandboxScript; the CSP allows
 * scripts of this server only). Its buttons call `<page>/confirm` and `<page>/fail` with the shop's
 * session of this browser — the token the web client keeps in localStorage under 'token'
 * (apps/web/src/lib/api/session-store.ts) — so only the payer, signed in where the order was placed,
 * can settle the payment. The answer's title replaces the page; a refusal shows its message.
 * Plain ES2017 for any browser that opens the QR's link.
 */
export const SANDBOX_PAGE_SCRIPT = `(function () {
  'use strict';
  var status = document.querySelector('[data-sandbox-status]');
  var buttons = Array.prototype.slice.call(document.querySelectorAll('[data-sandbox-action]'));
  if (!status || buttons.length === 0) return;
  var token = '';
  try {
    token = window.localStorage.getItem('token') || '';
  } catch (e) {
    token = '';
  }
  function say(text) {
    status.textContent = text;
  }
  function busy(on) {
    buttons.forEach(function (b) {
      b.disabled = on;
    });
  }
  function done(title, detail) {
    var main = document.querySelector('main');
    while (main.firstChild) main.removeChild(main.firstChild);
    [
      ['h1', title, ''],
      ['p', detail, ''],
      ['p', '可关闭此页面。', ''],
      ['p', '这是开发测试用的沙箱支付页面，不会产生真实扣款。', 'note'],
    ].forEach(function (part) {
      var el = document.createElement(part[0]);
      el.textContent = part[1];
      if (part[2]) el.className = part[2];
      main.appendChild(el);
    });
    document.title = title + ' - 企数通沙箱支付';
  }
  if (!token) say('当前浏览器未登录：请在下单时登录的浏览器中打开此页面。');
  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      busy(true);
      say('正在提交…');
      var url = window.location.pathname.replace(/\\/+$/, '') + '/' + button.getAttribute('data-sandbox-action');
      fetch(url, { method: 'POST', headers: { Authorization: token }, credentials: 'same-origin' })
        .then(function (res) {
          return res.json();
        })
        .then(function (body) {
          if (body && body.code === 200 && body.data) return done(body.data.title, body.data.detail);
          say((body && body.error) || '操作失败，请稍后重试');
          busy(false);
        })
        .catch(function () {
          say('网络异常，请稍后重试');
          busy(false);
        });
    });
  });
})();
`;
