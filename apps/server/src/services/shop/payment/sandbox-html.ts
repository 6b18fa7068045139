import { PaymentPaths } from '@qishu/contract';

/**
 * The sandbox provider's payment page: plain HTML; its buttons work through one script file of this
 * server (sandbox-script.ts; the CSP forbids inline scripts), which calls them with the payer's session.
 */

function esc(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} - 企数通沙箱支付</title>
<style>
body{font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;margin:0;padding:24px;color:#222}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;margin:0 0 24px}
dt{color:#595959}dd{margin:0;word-break:break-all}
.amount{font-size:24px;color:#cf1322;font-weight:600}
button{display:block;width:100%;margin:0 0 12px;padding:12px;font-size:16px;border:0;border-radius:6px;cursor:pointer}
button:disabled{opacity:.6;cursor:default}
.status{color:#cf1322;min-height:1.5em;margin:0 0 12px}
.ok{background:#1a7f37;color:#fff}.fail{background:#fff;color:#cf1322;border:1px solid #cf1322}
.note{color:#595959;font-size:13px}
</style>
</head>
<body><main>
${body}
<p class="note">这是开发测试用的沙箱支付页面，不会产生真实扣款。</p>
</main></body>
</html>`;
}

export interface SandboxOrderView {
  outTradeNo: string;
  orderName: string;
  /** "¥12.00" */
  amount: string;
  /** Asia/Shanghai "2026-11-22 10:30:00" */
  expiresAt: string;
}

/**
 * The payment page of a waiting order: two buttons the script (PaymentPaths.sandboxScript) sends as
 * the payer's calls `<page>/confirm` and `<page>/fail`; its answer or refusal replaces the status line.
 */
export function payPage(o: SandboxOrderView): string {
  return page(
    '确认支付',
    `<h1>确认支付</h1>
<dl>
<dt>订单</dt><dd>${esc(o.orderName)}</dd>
<dt>金额</dt><dd class="amount">${esc(o.amount)}</dd>
<dt>交易号</dt><dd>${esc(o.outTradeNo)}</dd>
<dt>有效期至</dt><dd>${esc(o.expiresAt)}</dd>
</dl>
<p class="status" role="status" aria-live="polite" data-sandbox-status></p>
<button class="ok" type="button" data-sandbox-action="confirm">确认支付</button>
<button class="fail" type="button" data-sandbox-action="fail">模拟支付失败</button>
<noscript><p class="status">请启用浏览器脚本后再操作。</p></noscript>
<p class="note">请在下单时登录的浏览器中打开此页面：只有下单的用户本人可以完成或取消支付。</p>
<script src="/api${PaymentPaths.sandboxScript}" defer></script>`,
  );
}

/** A final word: the outcome of the button, or why the order cannot be paid here. */
export function messagePage(title: string, detail: string): string {
  return page(title, `<h1>${esc(title)}</h1>\n<p>${esc(detail)}</p>\n<p>可关闭此页面。</p>`);
}
