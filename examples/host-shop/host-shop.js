// The example tenant's own script: reacts to the snippet's DOM events (docs/product/embedding.md).
// Its texts are the tenant's, read from the page (data-added). The checkout opens as the whole
// window and comes back to this page, so the order is thanked for on the storefront's
// confirmation page, not here.
const status = document.getElementById('host-status');

document.addEventListener('storefront:itemsadded', () => {
  if (status) status.textContent = status.dataset.added ?? '';
});
