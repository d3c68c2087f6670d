// Copy a paragraph's permanent link to the clipboard. The links work without this file:
// each is a plain anchor, so the address bar shows the URL to copy.
document.addEventListener("click", function (event) {
  var link = event.target.closest && event.target.closest("a.copy-link");
  if (!link || !navigator.clipboard) {
    return;
  }
  var url = new URL(link.getAttribute("href"), window.location.href).href;
  navigator.clipboard.writeText(url).then(function () {
    link.classList.add("copied");
    window.setTimeout(function () { link.classList.remove("copied"); }, 2000);
  }, function () {});
});
