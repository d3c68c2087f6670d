/*
 * Link every citation of the Laws of Duplicate Bridge on any web page.
 *
 *   <script src="https://LAWS-SITE/static/linker.js" data-lang="en" defer></script>
 *
 * Elements marked with the attribute data-bridge-laws are linked (the whole <body> when none
 * is marked). The script reads their text nodes and sends the text (never the markup) of those
 * that may hold a citation (a digit, a sign or a citation word in them) to
 * LAWS-SITE/api/v1/linkify: up to a thousand texts a request, two requests at a time and 40 in all
 * (a longer page is linked from its start). It wraps each citation it gets back in an <a> built
 * with DOM calls: the page's own elements, attributes and listeners stay as they were, and
 * nothing the page holds is parsed again as HTML. Skipped: script, style, textarea, xmp,
 * noscript, iframe, noembed, noframes, template, code, pre, existing links, form fields and
 * editable regions; these rules are checked again when the answer comes, and a text the page has
 * changed, moved or made editable meanwhile is left as it is (as is any text when they cannot be
 * checked).
 *
 * Options on the script tag: data-lang (the reader's language: a citation goes to the text in
 * that language when the site has it; by default the nearest lang attribute around the text; a
 * language the site holds no text in counts as none, and the citation's own word decides:
 * "artikel" is Dutch, "Law" English), data-doc (the document whose numbering relative citations
 * such as "see C2 below" are read in). Works in any current browser; the page stays as it was if
 * the site cannot be reached or does not answer in 10 s. window.bridgeLawsLinked is a promise,
 * there as soon as the script has run, that settles when the links are in place, or when the
 * linker gives up (it never rejects).
 */
(function () {
  "use strict";
  // builtins as they were when the script loaded: a page may replace them later (old libraries
  // do). The rest is written with plain loops, so that no Array.prototype method a page
  // overrides decides what is linked.
  var isArray = Array.isArray;
  var stringify = JSON.stringify;
  var later = window.setTimeout;
  var cancel = window.clearTimeout;
  var now = Date.now;
  var Url = window.URL;
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
  var base = origin(script);
  if (!base || !window.fetch || !document.createTreeWalker) {
    settle();
    return;
  }
  var doc = script.getAttribute("data-doc");
  var scriptLang = script.getAttribute("data-lang");
  // elements whose text is never linked (looked up by name: no prototype, no method to override)
  var SKIP = names([
    "a", "script", "style", "textarea", "xmp", "noscript", "iframe", "noembed", "noframes",
    "template", "code", "pre", "kbd", "samp", "button", "select", "option", "input", "title",
    "svg", "math", "object", "embed", "plaintext", "head"
  ]);
  // a request holds at most this many texts and characters, well under the API's limits; when
  // it is still too much for the API (a 413: too many citations, or too long to read), it is sent
  // again in halves, down to one text (one the API will not take stays as it is)
  var BATCH_TEXTS = 1000;
  var BATCH_CHARS = 64 * 1024;
  // requests on their way at once, and in all, from one page view (40,000 texts: a page with
  // more is linked from its start)
  var IN_FLIGHT = 2;
  var MAX_REQUESTS = 40;
  // a request with no answer after this many milliseconds is given up (and aborted)
  var TIMEOUT_MS = 10000;
  // answers are linked at most this often (and when the last has come)
  var FLUSH_MS = 1000;
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
  var CITATION_WORD = wordPattern(WORDS);
  var INVISIBLE = /\p{Cf}/gu;
  var EDITABLE = /^(?:|true|plaintext-only)$/i;
  var NOT_EDITABLE = /^false$/i;

  // the laws site: where the script comes from (none for a script with no web origin)
  function origin(element) {
    try {
      var found = new Url(element.src, window.location.href);
      return /^https?:$/.test(found.protocol) ? found.origin : null;
    } catch (error) {
      return null;
    }
  }

  // any of the words, whole (a phrase with any spaces); when it cannot be made, any text
  function wordPattern(words) {
    try {
      var alternatives = "";
      for (var i = 0; i < words.length; i++) {
        alternatives += (i ? "|" : "") + words[i].split(" ").join("\\s+");
      }
      return new RegExp("(?:^|[^\\p{L}\\p{N}])(?:" + alternatives + ")(?![\\p{L}\\p{N}])", "iu");
    } catch (error) {
      return /[\s\S]/;
    }
  }

  function names(list) {
    var set = Object.create(null);
    for (var i = 0; i < list.length; i++) {
      set[list[i]] = true;
    }
    return set;
  }

  function add(list, item) {
    list[list.length] = item;
  }

  // whether an element's text is left alone; when that cannot be told (a check throws, a
  // property is missing), it is
  function skipped(element) {
    try {
      return SKIP[element.localName] === true || element.isContentEditable !== false;
    } catch (error) {
      return true;
    }
  }

  // the texts of a root that may hold a citation, in the page's order: {node, text, root, lang}
  function collect(root, entries) {
    for (var ancestor = root; ancestor; ancestor = ancestor.parentElement) {
      if (skipped(ancestor)) {
        return;
      }
    }
    var walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: function (node) {
        if (node.nodeType === 1) {
          return skipped(node) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_SKIP;
        }
        return mayCite(node.data) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
      }
    });
    while (walker.nextNode()) {
      var node = walker.currentNode;
      add(entries, { node: node, text: node.data, root: root, lang: language(root, node) });
    }
  }

  // whether a text may hold a citation, read as the API reads it: fullwidth letters as ASCII,
  // without invisible format characters ("L\u200Baw XVI")
  function mayCite(text) {
    try {
      if (DIGIT_OR_SIGN.test(text)) {
        return true;
      }
      var folded = text.normalize ? text.normalize("NFKC") : text;
      return CITATION_WORD.test(folded.replace(INVISIBLE, ""));
    } catch (error) {
      return true; // the API tells
    }
  }

  // the reader's language for a text: data-lang on the marked element or the script, else the
  // nearest lang attribute around the text (a Dutch quote in an English page reads as Dutch)
  function language(root, node) {
    try {
      var own = root.getAttribute("data-lang") || scriptLang;
      if (own) {
        return own;
      }
      for (var element = node.parentElement; element; element = element.parentElement) {
        if (element.hasAttribute("lang")) {
          return element.getAttribute("lang") || "";
        }
      }
    } catch (error) {
      /* no language: the citation's own */
    }
    return "";
  }

  // the language of a lang attribute the site holds texts in ("nl-BE": "nl"), else none: the
  // citation's own language then decides (on a French page, "Law 16" is English)
  function readable(lang, known) {
    var primary = /^\s*([A-Za-z]+)/.exec(lang);
    var name = primary ? primary[1].toLowerCase() : "";
    return known[name] === true ? name : "";
  }

  // the languages the site holds texts in (GET /api/v1/documents), asked only when a text has a
  // language; done(known) is called once, with none known when the site does not say
  function held(entries, done) {
    var known = Object.create(null);
    var wanted = false;
    for (var i = 0; i < entries.length && !wanted; i++) {
      wanted = entries[i].lang !== "";
    }
    if (!wanted) {
      return done(known);
    }
    call("/api/v1/documents", null, function (status, data) {
      var documents = status === 200 && data ? data.documents : null;
      for (var d = 0; isArray(documents) && d < documents.length; d++) {
        var lang = documents[d] && documents[d].language;
        if (typeof lang === "string") {
          known[lang.toLowerCase()] = true;
        }
      }
      done(known);
    });
  }

  // whether a text may still be linked when its answer comes: unchanged, in the page, under its
  // root and inside nothing the linker skips (the page may have moved it into a link or made it
  // editable meanwhile); when that cannot be told, it may not. Editable is read from the
  // contenteditable attributes, as isContentEditable would tell it, but without making the
  // browser compute the style of a page the previous answers changed.
  function linkable(entry) {
    try {
      if (entry.node.data !== entry.text || document.designMode !== "off") {
        return false;
      }
      var under = false;
      var editing = null; // told by the nearest contenteditable attribute with a meaning
      for (var parent = entry.node.parentNode; parent; parent = parent.parentNode) {
        if (parent === document) {
          return under;
        }
        if (parent.nodeType === 1) {
          if (SKIP[parent.localName] === true) {
            return false;
          }
          editing = editing === null ? editable(parent.getAttribute("contenteditable")) : editing;
          if (editing === true) {
            return false;
          }
        }
        under = under || parent === entry.root;
      }
    } catch (error) {
      /* left as it is */
    }
    return false;
  }

  // what a contenteditable attribute says: editable (true), not (false), or nothing (null)
  function editable(value) {
    if (value === null || value === undefined) {
      return null;
    }
    if (EDITABLE.test(value)) {
      return true;
    }
    return NOT_EDITABLE.test(value) ? false : null;
  }

  // the API counts characters (code points); a JavaScript string counts UTF-16 units; -1 for
  // what is no offset
  function units(text, offset) {
    if (typeof offset !== "number" || !(offset >= 0) || offset % 1 !== 0) {
      return -1;
    }
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

  // where a link goes: a page of the laws site, nothing else. Read as the browser reads it
  // first (it drops tabs and line breaks: "/\t/evil.example" is "//evil.example"), then the
  // origin compared
  function target(url) {
    if (typeof url !== "string") {
      return null;
    }
    try {
      var parsed = new Url(url, base);
      var web = parsed.protocol === "https:" || parsed.protocol === "http:";
      return web && parsed.origin === base ? parsed.href : null;
    } catch (error) {
      return null;
    }
  }

  function anchor(link, href, text) {
    var a = document.createElement("a");
    a.className = link.exists ? "cite" : "cite missing";
    a.href = href;
    a.rel = "noopener";
    if (link.display) {
      a.title = link.display;
    }
    a.textContent = text;
    return a;
  }

  // the links of a text's citations (a text still linkable), from the last back, so that the earlier offsets stay valid
  // (the API answers in order: a link out of order, or one that does not fit the text, is left)
  function apply(entry, citations) {
    var node = entry.node;
    var text = entry.text;
    var limit = text.length;
    for (var c = citations.length - 1; c >= 0; c--) {
      var links = citations[c] && citations[c].links;
      for (var l = isArray(links) ? links.length - 1 : -1; l >= 0; l--) {
        var link = links[l] || {};
        var href = target(link.url);
        var start = units(text, link.start);
        var end = units(text, link.end);
        if (href && start >= 0 && start < end && end <= limit && text.slice(start, end) === link.raw) {
          var middle = node.splitText(start);
          middle.splitText(end - start);
          middle.parentNode.replaceChild(anchor(link, href, middle.data), middle);
          limit = start;
        }
      }
    }
  }

  // the batches waiting to be sent, in order; the first `next` are sent or on their way
  var queue = [];
  var next = 0;
  var sending = 0;
  var made = 0;
  // the citations answered and not linked yet, [entry, citations]; when they last were
  var pending = [];
  var flushed = -Infinity;
  var pumping = false;

  // send what is waiting, IN_FLIGHT requests at a time and MAX_REQUESTS in all; settled when
  // nothing is left to send
  function pump() {
    if (pumping) {
      return; // an answer that came at once: the loop below goes on
    }
    pumping = true;
    try {
      while (sending < IN_FLIGHT && next < queue.length && made < MAX_REQUESTS) {
        var batch = queue[next];
        queue[next] = null;
        next += 1;
        sending += 1;
        made += 1;
        send(batch);
      }
    } catch (error) {
      next = queue.length; // what is left stays as it is
    } finally {
      pumping = false;
    }
    if (!sending && (next >= queue.length || made >= MAX_REQUESTS)) {
      try {
        flush();
      } finally {
        settle();
      }
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
        if (now() - flushed >= FLUSH_MS) {
          flush();
        }
      } catch (error) {
        /* leave the page as it was */
      }
      sending -= 1;
      pump();
    }
    try {
      call("/api/v1/linkify", request(batch), answered);
    } catch (error) {
      answered(0, null);
    }
  }

  function request(batch) {
    var texts = [];
    for (var i = 0; i < batch.entries.length; i++) {
      texts[i] = batch.entries[i].text;
    }
    var body = { texts: texts };
    if (doc) {
      body.doc = doc;
    }
    if (batch.lang) {
      body.lang = batch.lang;
    }
    return body;
  }

  // ask the API (POST body as JSON, or GET when there is none); done(status, answer) is called
  // once, whatever happens: status 0 and no answer when none came (no network, a fetch that
  // throws, no answer in TIMEOUT_MS)
  function call(path, body, done) {
    var finished = false;
    var controller = window.AbortController ? new window.AbortController() : null;
    var timer = later(function () {
      if (controller) {
        controller.abort();
      }
      finish(0, null);
    }, TIMEOUT_MS);
    function finish(status, data) {
      if (!finished) {
        finished = true;
        cancel(timer);
        done(status, data);
      }
    }
    try {
      var init = body === null ? { method: "GET" } : {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: stringify(body)
      };
      if (controller) {
        init.signal = controller.signal;
      }
      window.fetch(base + path, init)
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
    var count = batch.entries.length;
    if (count < 2) {
      return;
    }
    var halves = [{ entries: [], lang: batch.lang }, { entries: [], lang: batch.lang }];
    for (var i = 0; i < count; i++) {
      add(halves[i < count / 2 ? 0 : 1].entries, batch.entries[i]);
    }
    add(queue, halves[0]);
    add(queue, halves[1]);
  }

  // an answer's citations, to be linked at the next flush
  function answer(batch, data) {
    var entries = batch.entries;
    var texts = data && data.texts;
    if (!isArray(texts) || texts.length !== entries.length) {
      return;
    }
    for (var i = 0; i < texts.length; i++) {
      var citations = texts[i] && texts[i].citations;
      if (isArray(citations) && citations.length) {
        add(pending, [entries[i], citations]);
      }
    }
  }

  // link what the answers so far brought. Every change to a big page costs the browser a new
  // layout of it, so the answers are linked together, at most every FLUSH_MS (and when the last
  // has come); each text is checked again right before
  function flush() {
    var ready = pending;
    pending = [];
    flushed = now();
    for (var i = 0; i < ready.length; i++) {
      try {
        if (linkable(ready[i][0])) {
          apply(ready[i][0], ready[i][1]);
        }
      } catch (error) {
        /* this text stays as it is */
      }
    }
  }

  // the batches of the texts: by the reader's language the site holds, in the page's order, each
  // at most BATCH_TEXTS texts and BATCH_CHARS characters (a longer text goes alone)
  function batch(entries, known) {
    // no prototype: a lang attribute such as "constructor" or "__proto__" is no language
    var open = Object.create(null);
    var langs = [];
    for (var i = 0; i < entries.length; i++) {
      var entry = entries[i];
      var lang = readable(entry.lang, known);
      var current = open[lang];
      if (!current) {
        add(langs, lang);
      } else if (current.size + entry.text.length > BATCH_CHARS || current.entries.length >= BATCH_TEXTS) {
        add(queue, current);
        current = null;
      }
      current = current || (open[lang] = { entries: [], size: 0, lang: lang });
      add(current.entries, entry);
      current.size += entry.text.length;
    }
    for (var j = 0; j < langs.length; j++) {
      add(queue, open[langs[j]]);
    }
  }

  function run() {
    try {
      var marked = document.querySelectorAll("[data-bridge-laws]");
      var roots = [];
      // a marked element inside another is linked with it, once
      for (var i = 0; i < marked.length; i++) {
        var inside = false;
        for (var parent = marked[i].parentElement; parent && !inside; parent = parent.parentElement) {
          inside = parent.hasAttribute("data-bridge-laws");
        }
        if (!inside) {
          add(roots, marked[i]);
        }
      }
      if (!roots.length && document.body) {
        roots = [document.body];
      }
      var entries = [];
      for (var r = 0; r < roots.length; r++) {
        collect(roots[r], entries);
      }
      held(entries, function (known) {
        try {
          batch(entries, known);
          pump();
        } catch (error) {
          settle(); // the page stays as it was
        }
      });
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
