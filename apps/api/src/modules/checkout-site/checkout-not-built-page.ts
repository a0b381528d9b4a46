/**
 * The page `/` shows while there is no built checkout app: honest about it, with the ways in to
 * the API that do exist. English and Arabic, like the product.
 *
 * @example
 * reply.type('text/html; charset=utf-8').send(checkoutNotBuiltPage());
 */
export function checkoutNotBuiltPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Storefront checkout — not built yet</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5; color: #1f2937; }
  code { background: #f3f4f6; padding: 0.1rem 0.3rem; border-radius: 0.25rem; }
  [dir="rtl"] { font-family: "Noto Sans Arabic", system-ui, sans-serif; }
</style>
</head>
<body>
<h1>The checkout app is not built yet</h1>
<p>This server is running the storefront platform API, but there is no checkout app to show at
<code>/</code>: <code>apps/checkout</code> is not in this copy of the repository, so
<code>npm start</code> had nothing to build.</p>
<p>What you can use now:</p>
<ul>
  <li><a href="/docs">API documentation</a> (Swagger UI) and the <a href="/swagger.json">OpenAPI document</a></li>
  <li><a href="/health">Health check</a></li>
  <li>The demo cart printed in the terminal, e.g. <code>GET /api/app/cart/{id}</code> with the header <code>__tenant: demo</code></li>
</ul>
<p dir="rtl" lang="ar">تطبيق الدفع غير مبني بعد. واجهة البرمجة تعمل: <a href="/docs">التوثيق</a>.</p>
</body>
</html>
`;
}
