/*
 * Link every citation of the Laws of Duplicate Bridge on any web page.
 *
 *   <script src="https://LAWS-SITE/static/linker.js" data-lang="en" defer></script>
 *
 * Elements marked with the attribute data-bridge-laws are linked (the whole <body> when none
 * is marked). The script reads their text nodes, sends the text (never the markup) of those
 * that may hold a citation (a digit, a sign or a citation word in them) to
 * LAWS-SITE/api/v1/linkify, a few hundred texts a request and two requests at a time, and wraps
 * each citation it gets back in an <a> built with DOM calls: the page's own elements,
 * attributes and listeners stay as they were, and nothing the page holds is parsed again as
 * HTML. Skipped: script, style, textarea, xmp, noscript,
 * iframe, noembed, noframes, template, code, pre, existing links, form fields and editable
 * regions.
 *
 * Options on the script tag: data-lang (the reader's language: a citation goes to the text in
 * that language when the site has it; by default the nearest lang attribute around the text),
 * data-doc (the document whose numbering relative citations such as "see C2 below" are read
 * in). Works in any current browser; the page stays as it was if the site cannot be reached or
 * does not answer in 20 s.
 * window.bridgeLawsLinked is a promise, there as soon as the script has run, that settles when the
 * links are in place, or when the linker gives up (it never rejects).
 */
(function () {
  "use strict";
  var script = document.currentScript;
  // set at once, and settled whatever happens: a host awaiting it never waits forever
  var settle;
  var linked = new Promise(function (resolve) {
    settle = resolve;
  });
  var earlier = window.bridgeLawsLinked; // the script included twice: both are awaited
  window.bridgeLawsLinked = earlier && typeof earlier.then === "function" ? earlier.then(after, after) : linked;
  function after() {
    return linked;
  }
  if (!script || !window.fetch || !document.createTreeWalker) {
    settle();
    return;
  }
  var base = new URL(script.src, window.location.href).origin;
  var doc = script.getAttribute("data-doc");
  var scriptLang = script.getAttribute("data-lang");
  var SKIP = [
    "a", "script", "style", "textarea", "xmp", "noscript", "iframe", "noembed", "noframes",
    "template", "code", "pre", "kbd", "samp", "button", "select", "option", "input", "title",
    "svg", "math", "object", "embed", "plaintext", "head"
  ];
  // a request holds at most this many texts and characters, well under the API's limits; when
  // it is still too much for the API (a 413: too many citations, or too long to read), it is sent
  // again in halves, down to one text (one the API will not take stays as it is)
  var BATCH_TEXTS = 500;
  var BATCH_CHARS = 32 * 1024;
  // requests on their way at once, from one page
  var IN_FLIGHT = 2;
  // a request with no answer after this many milliseconds is given up (and aborted)
  var TIMEOUT_MS = 20000;
  // a citation has a digit or a sign in it, or one of these words before a number in words, a
  // Roman numeral ("Law XVI", "artikel zestien", "the sixteenth law"), a section letter ("see D",
  // "D below", "Section B of this Law") or a defined term (see "Withdrawn"): the law, laws,
  // section, cues, positions and definition_cues words of each language of
  // corpus/data/citations.toml. Other texts are not sent.
  var WORDS = [
    "law", "laws", "section", "see", "under", "as in", "breaks", "despite", "in place of", "below",
    "above", "following", "artikel", "art", "artikelen", "artt", "paragraaf", "zie", "volgens",
    "als in", "bepaald in", "hierboven", "hieronder"
  ];
  var DIGIT_OR_SIGN = /[\p{Nd}\u00a7]/u;
  var CITATION_WORD = new RegExp(
    "(?:^|[^\\p{L}\\p{N}])(?:" + WORDS.join("|").replace(/ /g, "\\s+") + ")(?![\\p{L}\\p{N}])", "iu"
  );
  var INVISIBLE = /\p{Cf}/gu;

  function skipped(element) {
    var name = (element.localName || "").toLowerCase();
    return SKIP.indexOf(name) >= 0 || element.isContentEditable;
  }

  function textNodes(root) {
    var walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: function (node) {
        if (node.nodeType === Node.ELEMENT_NODE) {
          return skipped(node) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_SKIP;
        }
        return mayCite(node.data) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
      }
    });
    var nodes = [];
    for (var ancestor = root.parentElement; ancestor; ancestor = ancestor.parentElement) {
      if (skipped(ancestor)) {
        return nodes;
      }
    }
    if (skipped(root)) {
      return nodes;
    }
    while (walker.nextNode()) {
      nodes.push(walker.currentNode);
    }
    return nodes;
  }

  // whether a text may hold a citation, read as the API reads it: fullwidth letters as ASCII,
  // without invisible format characters ("L\u200Baw XVI")
  function mayCite(text) {
    if (DIGIT_OR_SIGN.test(text)) {
      return true;
    }
    var folded = text.normalize ? text.normalize("NFKC") : text;
    return CITATION_WORD.test(folded.replace(INVISIBLE, ""));
  }

  // the reader's language for a text: data-lang on the marked element or the script, else the
  // nearest lang attribute around the text (a Dutch quote in an English page reads as Dutch)
  function language(root, node) {
    var own = root.getAttribute("data-lang") || scriptLang;
    if (own) {
      return own;
    }
    var holder = node.parentElement && node.parentElement.closest("[lang]");
    return holder ? holder.getAttribute("lang") : null;
  }

  // the API counts characters (code points); a JavaScript string counts UTF-16 units
  function units(text, offset) {
    if (!/[\uD800-\uDFFF]/.test(text)) {
      return offset;
    }
    var i = 0;
    for (var n = 0; n < offset && i < text.length; n++) {
      var code = text.charCodeAt(i);
      i += code >= 0xd800 && code <= 0xdbff && i + 1 < text.length ? 2 : 1;
    }
    return i;
  }

  function anchor(link, text) {
    var a = document.createElement("a");
    a.className = link.exists ? "cite" : "cite missing";
    a.href = new URL(link.url, base).href;
    a.rel = "noopener";
    if (link.display) {
      a.title = link.display;
    }
    a.textContent = text;
    return a;
  }

  function apply(node, citations) {
    var text = node.data;
    var links = [];
    citations.forEach(function (citation) {
      (citation.links || []).forEach(function (link) {
        // a path on the laws site, nothing else
        if (typeof link.url === "string" && /^\/(?![\/\\])/.test(link.url)) {
          links.push(link);
        }
      });
    });
    // from the last link back, so that the earlier offsets stay valid
    links.sort(function (a, b) {
      return b.start - a.start;
    });
    var limit = text.length;
    links.forEach(function (link) {
      var start = units(text, link.start);
      var end = units(text, link.end);
      if (end > limit || start >= end || text.slice(start, end) !== link.raw) {
        return; // the page changed meanwhile, or the answer does not fit: leave it
      }
      var middle = node.splitText(start);
      middle.splitText(end - start);
      middle.parentNode.replaceChild(anchor(link, middle.data), middle);
      limit = start;
    });
  }

  // the batches waiting to be sent, in order; the first `next` are sent or on their way
  var queue = [];
  var next = 0;
  var sending = 0;

  var pumping = false;

  // send what is waiting, IN_FLIGHT requests at a time; settled when nothing is left
  function pump() {
    if (pumping) {
      return; // an answer that came at once: the loop below goes on
    }
    pumping = true;
    try {
      while (sending < IN_FLIGHT && next < queue.length) {
        var batch = queue[next];
        queue[next] = null;
        next += 1;
        sending += 1;
        send(batch);
      }
    } catch (error) {
      next = queue.length; // what is left stays as it is
    } finally {
      pumping = false;
    }
    if (!sending && next >= queue.length) {
      settle();
    }
  }

  // one batch to linkify; whatever happens, it ends once (sending one less) and the next is sent
  function send(batch) {
    var ended = false;
    function answered(status, data) {
      if (ended) {
        return;
      }
      ended = true;
      try {
        if (status === 413) {
          split(batch);
        } else if (status === 200) {
          answer(batch, data);
        }
      } catch (error) {
        /* leave the page as it was */
      }
      sending -= 1;
      pump();
    }
    try {
      post(request(batch), answered);
    } catch (error) {
      answered(0, null);
    }
  }

  function request(batch) {
    var body = { texts: batch.nodes.map(function (n) { return n.data; }) };
    if (doc) {
      body.doc = doc;
    }
    if (batch.lang) {
      body.lang = batch.lang;
    }
    return body;
  }

  // POST a body to linkify; done(status, answer) is called once, whatever happens: status 0 and
  // no answer when none came (no network, a fetch that throws, no answer in TIMEOUT_MS)
  function post(body, done) {
    var finished = false;
    var controller = window.AbortController ? new window.AbortController() : null;
    var timer = setTimeout(function () {
      if (controller) {
        controller.abort();
      }
      finish(0, null);
    }, TIMEOUT_MS);
    function finish(status, data) {
      if (!finished) {
        finished = true;
        clearTimeout(timer);
        done(status, data);
      }
    }
    try {
      var init = {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body)
      };
      if (controller) {
        init.signal = controller.signal;
      }
      window.fetch(base + "/api/v1/linkify", init)
        .then(function (response) {
          var status = response.status;
          if (status !== 200) {
            return finish(status, null);
          }
          return response.json().then(function (data) {
            finish(status, data);
          });
        })
        .then(null, function () {
          finish(0, null);
        });
    } catch (error) {
      finish(0, null);
    }
  }

  // a batch the API found too much, sent again in halves
  function split(batch) {
    var half = Math.ceil(batch.nodes.length / 2);
    if (batch.nodes.length > 1) {
      queue.push({ nodes: batch.nodes.slice(0, half), lang: batch.lang });
      queue.push({ nodes: batch.nodes.slice(half), lang: batch.lang });
    }
  }

  function answer(batch, data) {
    var nodes = batch.nodes;
    if (!data || !Array.isArray(data.texts) || data.texts.length !== nodes.length) {
      return;
    }
    data.texts.forEach(function (item, i) {
      if (item && Array.isArray(item.citations) && item.citations.length) {
        apply(nodes[i], item.citations);
      }
    });
  }

  // the batches of a root's texts: by language, in the page's order, each at most BATCH_TEXTS
  // texts and BATCH_CHARS characters (a longer text goes alone)
  function batch(root) {
    // by language: no prototype, so that a lang attribute such as "constructor" or "__proto__"
    // is a language like any other
    var open = Object.create(null);
    textNodes(root).forEach(function (node) {
      var lang = language(root, node) || "";
      var current = open[lang] || (open[lang] = { nodes: [], size: 0, lang: lang });
      if (current.nodes.length && (current.size + node.data.length > BATCH_CHARS || current.nodes.length >= BATCH_TEXTS)) {
        queue.push(current);
        current = open[lang] = { nodes: [], size: 0, lang: lang };
      }
      current.nodes.push(node);
      current.size += node.data.length;
    });
    Object.keys(open).forEach(function (lang) {
      if (open[lang].nodes.length) {
        queue.push(open[lang]);
      }
    });
  }

  function run() {
    try {
      var marked = Array.prototype.slice.call(document.querySelectorAll("[data-bridge-laws]"));
      // a marked element inside another is linked with it, once
      var roots = marked.filter(function (element) {
        return !(element.parentElement && element.parentElement.closest("[data-bridge-laws]"));
      });
      if (!roots.length && document.body) {
        roots = [document.body];
      }
      roots.forEach(batch);
      pump();
    } catch (error) {
      settle(); // the page stays as it was
    }
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", run);
  } else {
    run();
  }
})();
