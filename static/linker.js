/*
 * Link every citation of the Laws of Duplicate Bridge on any web page.
 *
 *   <script src="https://LAWS-SITE/static/linker.js" data-doc="laws-2017-nl" defer></script>
 *
 * Elements marked with the attribute data-bridge-laws are linked (the whole <body> when none
 * is marked). Their HTML is sent to LAWS-SITE/api/v1/linkify, which adds links in text nodes
 * only (existing links and <code> are left alone); data-doc, if given, is the document whose
 * numbering relative citations ("see C2 below") are read in. Works in any current browser; the
 * page stays as it was if the site cannot be reached. A marked element is rendered anew (its
 * HTML replaced by the linked HTML), so mark blocks of text, not interactive widgets.
 */
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || !window.fetch) {
    return;
  }
  var base = new URL(script.src, window.location.href).origin;
  var doc = script.getAttribute("data-doc");

  function absolute(element) {
    element.querySelectorAll("a.cite").forEach(function (a) {
      a.href = new URL(a.getAttribute("href"), base).href;
      a.rel = "noopener";
    });
  }

  function link(element) {
    var body = { html: element.innerHTML };
    if (doc) {
      body.doc = doc;
    }
    return fetch(base + "/api/v1/linkify", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body)
    })
      .then(function (response) {
        return response.ok ? response.json() : null;
      })
      .then(function (data) {
        if (data && data.citations.length) {
          element.innerHTML = data.html;
          absolute(element);
        }
      })
      .catch(function () {
        /* leave the page as it was */
      });
  }

  function run() {
    var marked = document.querySelectorAll("[data-bridge-laws]");
    var elements = marked.length ? Array.prototype.slice.call(marked) : [document.body];
    elements.forEach(link);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", run);
  } else {
    run();
  }
})();
