// The example tenant's own script: reacts to the snippet's DOM events (docs/product/embedding.md).
// Its texts are the tenant's, read from the page (data-added, data-completed).
const status = document.getElementById('host-status');

document.addEventListener('storefront:itemsadded', () => {
  if (status) status.textContent = status.dataset.added ?? '';
});

document.addEventListener('storefront:cartcompleted', (event) => {
  if (!status) return;
  const order = event.detail.orderNumber ?? '';
  status.textContent = (status.dataset.completed ?? '').replace('{order}', order);
});
