// Progressive enhancement only: every page reads fine without this script.
(function () {
  "use strict";
  var root = document.documentElement;

  // The 404 page has a <base> (a host serves it at any depth), which would make "#main" mean
  // the home page's: in-page links get the page's own address back.
  if (document.querySelector("base")) {
    var here = location.href.split("#")[0];
    document.querySelectorAll('a[href^="#"]').forEach(function (link) {
      link.href = here + link.getAttribute("href");
    });
  }

  // Theme: three states, "system" (the default: follow the system's light or dark), "light"
  // and "dark". Each press moves to the next, the first one always to the look the system is
  // not showing, so that it changes what the reader sees; the choice is remembered, and
  // "system" forgets it. The button names the state it is in; a status line says each change
  // aloud, since a screen reader does not read a button's new name by itself.
  var toggle = document.getElementById("theme-toggle");
  function systemTheme() { return window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light"; }
  function themeOrder() {
    var opposite = systemTheme() === "dark" ? "light" : "dark";
    return ["system", opposite, opposite === "dark" ? "light" : "dark"];
  }
  var THEME_NAMES = { system: "System", light: "Light", dark: "Dark" };
  function label() {
    var state = root.dataset.theme || "system";
    toggle.textContent = "Theme: " + THEME_NAMES[state];
    toggle.title = state === "system" ? "Follows the system's light or dark setting; press to choose"
      : "Press to change the theme (light, dark, or the system's)";
  }
  if (toggle) {
    toggle.hidden = false;
    toggle.removeAttribute("aria-label");  // its name is what it shows
    var said = document.createElement("span");
    said.className = "visually-hidden";
    said.setAttribute("role", "status");
    toggle.insertAdjacentElement("afterend", said);
    label();
    toggle.addEventListener("click", function () {
      var order = themeOrder(), state = root.dataset.theme || "system";
      var next = order[(order.indexOf(state) + 1) % order.length];
      try {
        if (next === "system") localStorage.removeItem("theme"); else localStorage.setItem("theme", next);
      } catch (e) {}
      if (next === "system") delete root.dataset.theme; else root.dataset.theme = next;
      label();
      said.textContent = next === "system" ? "The theme follows the system: " + systemTheme() + "."
        : THEME_NAMES[next] + " theme.";
    });
  }

  // Copy buttons copy exactly the code shown.
  document.querySelectorAll("figure.listing").forEach(function (figure) {
    var code = figure.querySelector("pre code");
    if (!code) return;
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.textContent = "Copy";
    button.setAttribute("aria-label", "Copy this code");
    button.addEventListener("click", function () {
      var text = code.textContent;
      function done() { button.textContent = "Copied"; setTimeout(function () { button.textContent = "Copy"; }, 1500); }
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(text).then(done, function () { fallback(text); done(); });
      } else { fallback(text); done(); }
    });
    figure.appendChild(button);
  });
  function fallback(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "absolute";
    area.style.left = "-9999px";
    document.body.appendChild(area);
    area.select();
    try { document.execCommand("copy"); } catch (e) {}
    document.body.removeChild(area);
  }

  // Keys: "/" or "s" (as in mdBook) focuses search, and Esc there goes back to where the
  // reader was; left and right arrows go to the previous and next chapter, except in search
  // and in a block that scrolls; "?" lists the keys. None of them acts while the reader types
  // in a field.
  var search = document.getElementById("site-search");
  var returnTo = null;  // where "/" was pressed: {x, y, element}
  var KEYS = [
    ["/", "s", "Search the book"],
    ["Esc", "", "In search: clear it and go back to where you were"],
    ["↓", "↑", "In search: move through the results"],
    ["←", "→", "Previous or next chapter"],
    ["?", "", "This list of keys"]
  ];
  // The search box's placeholder says its key, except on a touch screen (its main pointer a
  // finger), where no key is at hand. A keyboard alone (no pointer at all) keeps the hint.
  if (search && !window.matchMedia("(pointer: coarse)").matches) {
    search.placeholder = "Search (press / or s; ? for keys)";
  }
  var keysDialog = null;
  function showKeys() {
    if (!keysDialog) {
      keysDialog = document.createElement("dialog");
      keysDialog.className = "keys-dialog";
      keysDialog.setAttribute("aria-labelledby", "keys-title");
      keysDialog.innerHTML = "<h2 id=\"keys-title\">Keys</h2><dl>" + KEYS.map(function (row) {
        var keys = "<kbd>" + row[0] + "</kbd>" + (row[1] ? " or <kbd>" + row[1] + "</kbd>" : "");
        return "<div><dt>" + keys + "</dt><dd>" + row[2] + "</dd></div>";
      }).join("") + "</dl><form method=\"dialog\"><button type=\"submit\">Close</button></form>";
      document.body.appendChild(keysDialog);
      // Focus goes back where it was (a modal dialog is left by Esc or Close alike).
      keysDialog.addEventListener("close", function () {
        var back = keysDialog.opener;
        keysDialog.opener = null;
        if (back && back.focus && document.contains(back)) back.focus({ preventScroll: true });
      });
      // A click on the backdrop closes it too.
      keysDialog.addEventListener("click", function (event) { if (event.target === keysDialog) keysDialog.close(); });
    }
    keysDialog.opener = document.activeElement;
    keysDialog.showModal();
  }
  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (keysDialog && keysDialog.open) return;
    var target = event.target;
    var typing = target && (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.isContentEditable);
    var inSearch = target && target.closest && target.closest("form.search");
    if ((event.key === "/" || event.key === "s") && !typing && search) {
      event.preventDefault();
      returnTo = { x: window.scrollX, y: window.scrollY, element: document.activeElement };
      // Where the header stays on screen, the page stays where it is; where it has scrolled
      // away (a phone), focusing the box brings it into view and Esc comes back.
      var box = search.getBoundingClientRect();
      search.focus({ preventScroll: box.top >= 0 && box.bottom <= window.innerHeight });
    } else if (event.key === "?" && !typing) {
      event.preventDefault();
      showKeys();
    } else if (!typing && !inSearch && !scrollsSideways(target) && (event.key === "ArrowLeft" || event.key === "ArrowRight")) {
      var link = document.querySelector(event.key === "ArrowLeft" ? "a[rel=prev]" : "a[rel=next]");
      if (link) window.location.href = link.href;
    }
  });
  // Arrow keys belong to a focused element that scrolls sideways (a listing, an output, a
  // diagram): they scroll it, and never leave the page.
  function scrollsSideways(element) {
    for (var node = element; node && node !== document.body; node = node.parentElement) {
      if (node.scrollWidth > node.clientWidth && getComputedStyle(node).overflowX !== "visible") return true;
      if (node.tagName === "PRE") return true;
    }
    return false;
  }

  // A block with lines longer than its width says that it scrolls (the stylesheet shades the
  // edge where more is), and is a tab stop so the arrow keys can scroll it; a block that fits
  // is not. A phone has dozens of them a chapter: the first says it in words, the others with
  // the symbol that sentence explains. A diagram wider than its column, which scales down only
  // so far, is marked the same way. Measured again when the window changes size.
  function markWideBlocks() {
    var first = true;
    document.querySelectorAll("main figure pre, main .diagram-scroll").forEach(function (block) {
      var figure = block.closest("figure");
      if (!figure || !block.offsetParent) return;
      var wide = block.scrollWidth > block.clientWidth + 1, hint = block.nextElementSibling;
      var hasHint = hint && hint.classList.contains("scroll-hint");
      block.classList.toggle("scrolls", wide);
      if (block.tagName === "PRE") {
        if (wide) block.tabIndex = 0; else block.removeAttribute("tabindex");
      }
      if (wide && !hasHint) {
        hint = document.createElement("span");
        block.insertAdjacentElement("afterend", hint);
      } else if (!wide && hasHint) {
        hint.remove();
      }
      if (wide) {
        hint.className = first ? "scroll-hint" : "scroll-hint scroll-symbol";
        hint.textContent = first ? "\u21C6 marks a block with lines longer than its width: scroll it sideways to read them." : "\u21C6";
        // The symbol alone says nothing to a screen reader that the shaded edge has not.
        if (first) hint.removeAttribute("aria-hidden"); else hint.setAttribute("aria-hidden", "true");
        first = false;
      }
      figure.classList.toggle("scrolls", figure.querySelector(".scrolls") !== null);
    });
  }
  markWideBlocks();
  var resizing = null;
  window.addEventListener("resize", function () {
    clearTimeout(resizing);
    resizing = setTimeout(markWideBlocks, 150);
  });
  // A whole program opened later is measured then.
  document.querySelectorAll("details").forEach(function (details) {
    details.addEventListener("toggle", markWideBlocks);
  });

  // "At a glance" is open on the first chapter a reader opens; after that it starts closed, so
  // the problem is on the first screen, unless the reader opened it again: their last choice
  // stays.
  var printing = false;
  var glance = document.querySelector("details.glance");
  if (glance) {
    try {
      var choice = localStorage.getItem("glance");
      if (choice === "closed" || (choice === null && localStorage.getItem("glance-seen"))) glance.open = false;
      localStorage.setItem("glance-seen", "1");
    } catch (e) {}
    glance.addEventListener("toggle", function () {
      if (printing) return;  // opened for a print, not by the reader
      try { localStorage.setItem("glance", glance.open ? "open" : "closed"); } catch (e) {}
    });
  }

  // "On this page" marks the section being read. Where it is not a column of its own (below
  // 1400 px), the sticky header names that section too, a link back to the contents.
  var tocLinks = Array.prototype.slice.call(document.querySelectorAll("#on-this-page a"));
  var sections = tocLinks.map(function (link) { return document.getElementById(link.hash.slice(1)); });
  var where = null;
  if (tocLinks.length) {
    where = document.createElement("a");
    where.className = "where";
    where.href = "#on-this-page";
    where.hidden = true;
    where.innerHTML = "<span class=\"where-mark\" aria-hidden=\"true\">§</span>" +
      "<span class=\"visually-hidden\">Reading: </span><span class=\"where-section\"></span>";
    where.title = "Back to this page's contents";
    var siteTitle = document.querySelector(".site-title");
    if (siteTitle) siteTitle.insertAdjacentElement("afterend", where);
  }
  function markSection() {
    var current = -1;
    for (var i = 0; i < sections.length; i++) {
      if (sections[i] && sections[i].getBoundingClientRect().top <= 120) current = i;
    }
    tocLinks.forEach(function (link, i) {
      if (i === current) link.setAttribute("aria-current", "location");
      else link.removeAttribute("aria-current");
    });
    if (where) {
      where.hidden = current < 0;
      where.lastChild.textContent = current < 0 ? "" : tocLinks[current].textContent;
    }
  }
  if (tocLinks.length) {
    window.addEventListener("scroll", markSection, { passive: true });
    markSection();
  }

  // The home page's map: a chapter's name hovered or focused draws its arcs (no other arc is
  // drawn) and makes the names they lead to bold.
  var map = document.querySelector(".catalogue-map");
  if (map) {
    var light = function (slug) {
      map.classList.toggle("m-focus", slug !== null);
      map.querySelectorAll(".m-arc").forEach(function (arc) {
        var pair = arc.getAttribute("data-pair").split(" ");
        arc.classList.toggle("m-on", slug !== null && pair.indexOf(slug) >= 0);
      });
      map.querySelectorAll("a[data-slug]").forEach(function (a) {
        var other = a.getAttribute("data-slug");
        a.classList.toggle("m-on", slug !== null && (other === slug ||
          map.querySelector('.m-arc[data-pair="' + slug + " " + other + '"], .m-arc[data-pair="' + other + " " + slug + '"]') !== null));
      });
    };
    map.querySelectorAll("a[data-slug]").forEach(function (a) {
      var slug = a.getAttribute("data-slug");
      a.addEventListener("mouseenter", function () { light(slug); });
      a.addEventListener("focus", function () { light(slug); });
      a.addEventListener("mouseleave", function () { light(null); });
      a.addEventListener("blur", function () { light(null); });
    });
  }

  // The chapter list, when it is a column of its own that scrolls, shows the current chapter.
  var sidebar = document.getElementById("sidebar");
  var current = sidebar && sidebar.querySelector('a[aria-current="page"]');
  if (current && sidebar.scrollHeight > sidebar.clientHeight + 1 && getComputedStyle(sidebar).overflowY !== "visible") {
    var link = current.getBoundingClientRect(), list = sidebar.getBoundingClientRect();
    if (link.bottom > list.bottom - 40 || link.top < list.top) {
      sidebar.scrollTop += link.top - list.top - sidebar.clientHeight / 3;
    }
  }

  // On a long page on a phone, search is one tap away: the button shows when the reader
  // scrolls back up (looking for something), and never while they read on down. It never
  // covers code, a figure or anything to tap: over those it waits until they have passed.
  var toSearch = document.querySelector(".to-search");
  if (toSearch && search) {
    var lastY = window.scrollY;
    // Looks a few pixels beyond the button too, so that an edge just under it counts.
    var coversSomething = function () {
      var box = toSearch.getBoundingClientRect(), margin = 4;
      for (var row = 0; row <= 3; row++) {
        for (var column = 0; column <= 5; column++) {
          var x = box.left - margin + (box.width + 2 * margin) * column / 5;
          var y = box.top - margin + (box.height + 2 * margin) * row / 3;
          var under = document.elementsFromPoint(x, y);
          for (var i = 0; i < under.length; i++) {
            if (under[i] !== toSearch && under[i].closest("pre, figure, button, a, summary, input, table, svg")) return true;
          }
        }
      }
      return false;
    };
    var showToSearch = function () {
      var y = window.scrollY, up = y < lastY - 4, down = y > lastY + 4;
      if (!up && !down && !toSearch.hidden) return;
      if (up || down) lastY = y;
      toSearch.hidden = !(window.innerWidth <= 900 && y > 800 && up);
      if (!toSearch.hidden && coversSomething()) toSearch.hidden = true;
    };
    window.addEventListener("scroll", showToSearch, { passive: true });
    window.addEventListener("resize", showToSearch);
    // Opening a whole program (or the glance box) moves code under the button with no scroll.
    document.addEventListener("toggle", function () {
      if (!toSearch.hidden && coversSomething()) toSearch.hidden = true;
    }, true);
    toSearch.addEventListener("click", function (event) {
      event.preventDefault();
      // Not a click elsewhere: the results this brings up stay up.
      event.stopPropagation();
      returnTo = { x: window.scrollX, y: window.scrollY, element: null };
      window.scrollTo(0, 0);
      toSearch.hidden = true;
      search.focus();
      search.select();  // typing replaces the last query; its results show meanwhile
    });
  }

  // Printed, the glance box is open. The stylesheet does it where browsers know
  // ::details-content; elsewhere it is opened for the print and closed again afterwards, as
  // the reader left it. The whole programs print as the reader left them: those opened on
  // screen whole, the others as their one line (name, files, lines).
  var closedForScreen = [];
  var detailsContent = false;
  try { detailsContent = CSS.supports("selector(::details-content)"); } catch (e) {}
  if (!detailsContent) {
    window.addEventListener("beforeprint", function () {
      printing = true;
      closedForScreen = Array.prototype.filter.call(document.querySelectorAll("details.glance"), function (details) {
        return !details.open;
      });
      closedForScreen.forEach(function (details) { details.open = true; });
    });
    window.addEventListener("afterprint", function () {
      closedForScreen.forEach(function (details) { details.open = false; });
      closedForScreen = [];
      setTimeout(function () { printing = false; }, 100);
    });
  }

  // Search. The index is split so that a query loads only what it needs (SearchIndex.swift):
  // assets/search/index.js lists the pages and the first word of each chunk of the sorted
  // word list; a query loads the chunks that can hold its words, then the pages of the
  // results it shows, for their titles and snippets. Every file is a script that registers
  // itself, not fetched JSON, so search works from file:// too, and nothing is loaded until
  // the reader first reaches for the search box.
  var form = document.querySelector("form.search");
  var results = document.getElementById("search-results");
  if (!search || !results || !form) return;
  form.hidden = false;
  var FIRST = 12, MORE = 50;       // results shown at first, and more per click on "N more"
  var PREFIX_CHUNKS = 6;           // at most this many chunks for a term's prefix matches
  var TYPO_CHUNKS = 4;             // and this many more for its one-typo matches
  var index = null;                // {chunks: [first word, or [first word, file name]], pages: [URL],
                                   //  pageFiles: [index of the first page in each page file]}
  var chunks = {};                 // first word → {word: postings}
  var pages = {};                  // page URL → {t: title, u: URL, s: [{h, i, a, x}]}
  var requested = {};
  var shown = FIRST, lastQuery = "", focusAt = -1;

  window.SEARCH_INDEX = function (data) { index = data; schedule(); };
  window.SEARCH_CHUNK = function (first, words) { chunks[first] = words; schedule(); };
  window.SEARCH_PAGE = function (page) { pages[page.u] = page; schedule(); };

  // Loads a script of the index once; if it fails, `failed` stands in for it.
  function load(file, failed) {
    if (requested[file]) return;
    requested[file] = true;
    var script = document.createElement("script");
    script.src = "assets/search/" + file;
    script.onerror = function () { failed(); schedule(); };
    document.head.appendChild(script);
  }
  // Searches again once the scripts that arrived together have registered.
  var scheduled = false;
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setTimeout(function () { scheduled = false; run(); }, 0);
  }
  search.addEventListener("focus", function () {
    load("index.js", function () { index = { chunks: [], pages: [], pageFiles: [] }; });
  });

  // The pages of the file that holds page p, from its first page to the next file's.
  function pageFile(p) {
    var starts = index.pageFiles, low = 0, high = starts.length - 1;
    while (low < high) {
      var mid = (low + high + 1) >> 1;
      if (starts[mid] <= p) low = mid; else high = mid - 1;
    }
    return { first: starts[low], end: low + 1 < starts.length ? starts[low + 1] : index.pages.length };
  }
  function chunkFirst(i) { var c = index.chunks[i]; return typeof c === "string" ? c : c[0]; }
  function chunkFile(i) { var c = index.chunks[i]; return "words-" + (typeof c === "string" ? c : c[1]) + ".js"; }
  // The chunks that can hold words from `low` (included) to `high` (excluded): chunk i holds
  // the words from its first word up to the next chunk's. Strings compare as in SearchIndex.
  function chunksBetween(low, high) {
    var found = [];
    for (var i = 0; i < index.chunks.length; i++) {
      var next = i + 1 < index.chunks.length ? chunkFirst(i + 1) : null;
      if (chunkFirst(i) < high && (next === null || next > low)) found.push(i);
    }
    return found;
  }
  // The chunks a term needs: those of the words it starts, and for a term of five letters or
  // more, those around it that hold words with its first two letters (for one typo after them).
  function chunksFor(term) {
    var list = chunksBetween(term, term + "\uffff").slice(0, PREFIX_CHUNKS);
    // A plural also finds its singular ("wrappers", "wrapper"), which sorts before it.
    if (/.{3}s$/.test(term)) {
      [term.slice(0, -1)].concat(/es$/.test(term) ? [term.slice(0, -2)] : []).forEach(function (word) {
        chunksBetween(word, word + "\u0000").forEach(function (i) { if (list.indexOf(i) < 0) list.push(i); });
      });
    }
    if (term.length >= 5) {
      var home = 0;  // the chunk the term itself would be in
      while (home + 1 < index.chunks.length && chunkFirst(home + 1) <= term) home++;
      chunksBetween(term.slice(0, 2), term.slice(0, 2) + "\uffff").forEach(function (i) {
        if (i >= home - 1 && i < home - 1 + TYPO_CHUNKS && list.indexOf(i) < 0) list.push(i);
      });
    }
    return list;
  }

  // How a word of the index matches a term: 3 the same word, or its plural or singular
  // ("wrapper" and "wrappers", "class" and "classes"), 2 a word it starts, 1 a word one typo
  // away (terms of five letters or more), 0 not at all.
  function match(term, word) {
    if (word === term || isPlural(word, term) || isPlural(term, word)) return 3;
    if (word.lastIndexOf(term, 0) === 0) return 2;
    if (term.length >= 5 && Math.abs(word.length - term.length) <= 1 && oneEdit(term, word)) return 1;
    return 0;
  }
  function isPlural(plural, word) {
    return word.length >= 3 && (plural === word + "s" || (plural === word + "es" && /(s|x|z|ch|sh)$/.test(word)));
  }
  // Whether a and b differ by one letter added, removed or changed, or two neighbours swapped.
  function oneEdit(a, b) {
    var start = 0, endA = a.length, endB = b.length;
    while (start < endA && start < endB && a[start] === b[start]) start++;
    while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) { endA--; endB--; }
    if (endA - start <= 1 && endB - start <= 1) return true;
    return endA - start === 2 && endB - start === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
  }
  // A term's score in a section: how the word matched, then where it is, from the weight's
  // bits (SearchText.Weight): 1 the page's title, 2 the section's heading, then how often it is
  // in the section's prose (3 bits from 4) and in its code, output and file names (2 bits from
  // 32). A word in prose counts for much more than one in code, which may only be a name the
  // code uses (`import Dispatch` is no sign of double dispatch). A term's bonuses, with the
  // two below, add up to less than a tier, so an exact word anywhere beats a prefix in the
  // title, and a prefix beats a typo.
  var TIER = [0, 100, 200, 300];
  function score(tier, weight) {
    var prose = (weight >> 2) & 7, code = weight >> 5;
    return TIER[tier] + (weight & 1 ? 60 : 0) + (weight & 2 ? 25 : 0) +
      (prose ? 8 + 2 * Math.min(prose, 5) : 0) + code;
  }
  // A section of a chapter whose title has the term ranks above the same section elsewhere
  // ("property wrapper" is the subject of Accessors and property wrappers, an aside in
  // Decorator), by less than the title gives the chapter's first section, which stays first.
  var IN_TITLED_PAGE = 20;
  // A section whose title line (its page's title and its heading, what a result shows first)
  // has every term of a query of two or more gains this, once: "main actor default" finds
  // Main-actor confinement › Default isolation changes what a type is.
  var ALL_IN_TITLE_LINE = 40;

  // A query's words as the index has them (SearchText.words): runs of letters, marks and
  // digits, lowercased, without diacritics ("facade" finds Façade), of two characters or more;
  // an identifier also as its parts ("KeyPath" is key and path).
  var WORD = /[\p{L}\p{N}\p{M}]+/gu;
  var IDENTIFIER_CUT = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
  function fold(word) { return word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, ""); }
  function queryTerms(query) {
    return (query.match(WORD) || []).map(function (token) {
      var parts = token.split(IDENTIFIER_CUT).map(fold).filter(function (part) { return part.length >= 2; });
      return { whole: fold(token), parts: parts.length > 1 ? parts : [] };
    }).filter(function (term) { return term.whole.length >= 2; });
  }
  function termWords(terms) {
    return terms.reduce(function (all, term) { return all.concat([term.whole], term.parts); }, []);
  }
  // The sections in both score maps, with their scores added.
  function both(a, b) {
    var sum = {};
    for (var key in a) if (key in b) sum[key] = a[key] + b[key];
    return sum;
  }

  // Every section that matches every term, best first. `matched` gets, for each term in
  // order, the index's words that matched it, to find and mark them in the text. An
  // identifier matches as itself or as all of its parts, whichever scores better.
  function rank(terms, matched) {
    var total = null, inTitleLines = [];
    terms.forEach(function (term) {
      var words = {}, inTitleLine = {};
      var best = scores(term.whole, words, inTitleLine);
      if (term.parts.length) {
        var parts = term.parts.map(function (part) { return scores(part, words, inTitleLine); }).reduce(both);
        for (var key in parts) if (!(best[key] >= parts[key])) best[key] = parts[key];
      }
      matched.push(words);
      inTitleLines.push(inTitleLine);
      total = total === null ? best : both(total, best);
    });
    if (terms.length > 1) {
      for (var key in total) {
        if (inTitleLines.every(function (line) { return line[key]; })) total[key] += ALL_IN_TITLE_LINE;
      }
    }
    var ranked = [];
    for (var key in total) {
      var at = key.split(":");
      ranked.push({ page: +at[0], section: +at[1], score: total[key] });
    }
    return ranked.sort(byScore);
  }
  function byScore(a, b) { return b.score - a.score || a.page - b.page || a.section - b.section; }
  // Each section a term matches, with its best score there; `inTitleLine` gets the sections
  // whose page title or heading has it.
  function scores(term, matched, inTitleLine) {
    // The words the term matches; typos only count when no word matches it better.
    var found = [], typos = true;
    chunksFor(term).forEach(function (i) {
      var words = chunks[chunkFirst(i)];
      for (var word in words) {
        var tier = match(term, word);
        if (tier) found.push({ word: word, tier: tier, list: words[word] });
        if (tier > 1) typos = false;
      }
    });
    var best = {}, titled = {};
    found.forEach(function (m) {
      if (m.tier === 1 && !typos) return;
      // Two letters start too many words: as a prefix they match titles and headings only.
      var headingsOnly = m.tier === 2 && term.length < 3;
      // Postings are triples: page (as a difference from the previous one), section, weight.
      for (var n = 0, page = 0; n < m.list.length; n += 3) {
        page += m.list[n];
        var weight = m.list[n + 2];
        if (headingsOnly && !(weight & 3)) continue;
        matched[m.word] = true;
        if (weight & 1 && m.tier > 1) titled[page] = true;
        var key = page + ":" + m.list[n + 1], value = score(m.tier, weight);
        if (weight & 3) inTitleLine[key] = true;
        if (!(best[key] >= value)) best[key] = value;
      }
    });
    for (var key in best) {
      var at = key.split(":");
      if (titled[at[0]] && at[1] !== "0") {
        best[key] += IN_TITLED_PAGE;
        inTitleLine[key] = true;
      }
    }
    return best;
  }

  // The index says which sections hold each word, not where, so how close together a section
  // has the query's words is read from its heading and text, once its page is loaded: for the
  // first results only, whose pages are loaded to show them anyway. For each two words next to
  // each other in the query, a section gains PHRASE where they are next to each other in that
  // order (or parts of one identifier, `MainActor`), NEAR where they are a few words apart.
  var PHRASE = 40, NEAR = 20, NEAR_WORDS = 3;
  function byNearness(ranked, matched) {
    if (matched.length < 2) return ranked;
    var first = ranked.slice(0, FIRST).map(function (r) {
      var section = pages[index.pages[r.page]].s[r.section] || { h: "", x: "" };
      return { page: r.page, section: r.section, score: r.score + nearness(section.h, section.x, matched) };
    });
    return first.sort(byScore).concat(ranked.slice(FIRST));
  }
  function nearness(heading, text, matched) {
    var at = matched.map(function () { return []; });  // where each term's words are, in words
    // The heading's words, then the text's, never near each other.
    var tokens = (heading.match(WORD) || []).concat(new Array(NEAR_WORDS + 1).fill(""), text.match(WORD) || []);
    tokens.forEach(function (token, place) {
      matched.forEach(function (words, term) { if (isMatch(token, words)) at[term].push(place); });
    });
    var bonus = 0;
    for (var term = 0; term + 1 < at.length; term++) {
      var gap = closestAfter(at[term], at[term + 1]);
      bonus += gap <= 1 ? PHRASE : gap <= NEAR_WORDS ? NEAR : 0;
    }
    return bonus;
  }
  // The fewest words from a place in `a` to one in `b` at or after it (both sorted).
  function closestAfter(a, b) {
    var fewest = Infinity;
    for (var i = 0, j = 0; i < a.length; i++) {
      while (j < b.length && b[j] < a[i]) j++;
      if (j < b.length) fewest = Math.min(fewest, b[j] - a[i]);
    }
    return fewest;
  }

  function escapeHTML(text) {
    return text.replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  }
  // Whether a word of the text is one that matched, whole or as a part of an identifier.
  function isMatch(word, words) {
    if (words[fold(word)]) return true;
    return word.split(IDENTIFIER_CUT).some(function (part) { return words[fold(part)]; });
  }
  // The terms (as bits) a word of the text matches.
  function termsOf(word, matched) {
    return matched.reduce(function (bits, words, term) {
      return term < 30 && isMatch(word, words) ? bits | 1 << term : bits;
    }, 0);
  }
  // `text`, escaped, with the words that matched any term marked.
  function marked(text, matched) {
    return text.split(/([\p{L}\p{N}\p{M}]+)/u).map(function (part, i) {
      return i % 2 && termsOf(part, matched) ? "<mark>" + escapeHTML(part) + "</mark>" : escapeHTML(part);
    }).join("");
  }
  // A page's title with its initials marked when they matched ("di": Dependency injection).
  // The initials are SearchText.acronym's: a word of two letters or more, a hyphenated
  // compound being one, gives its first letter and each capital after a lower-case letter;
  // the joining words give nothing.
  var JOINING = ["a", "an", "and", "for", "in", "it", "of", "on", "or", "the", "to", "with"];
  function markedTitle(title, matched) {
    var letters = [];
    title.replace(/[\p{L}\p{N}\p{M}][\p{L}\p{N}\p{M}-]*/gu, function (word, at) {
      if (word.length < 2 || JOINING.indexOf(word.toLowerCase()) >= 0) return word;
      letters.push(at);
      word.replace(/(?<=\p{Ll})\p{Lu}/gu, function (capital, inside) { letters.push(at + inside); return capital; });
      return word;
    });
    var acronym = fold(letters.map(function (at) { return title[at]; }).join(""));
    var found = letters.length >= 2 && matched.some(function (words) { return words[acronym]; });
    if (!found) return marked(title, matched);
    return letters.concat([title.length]).map(function (at, i) {
      var from = i ? letters[i - 1] + 1 : 0;
      return escapeHTML(title.slice(from, at)) + (at < title.length ? "<mark>" + escapeHTML(title[at]) + "</mark>" : "");
    }).join("");
  }
  // About SNIPPET characters of the text where it holds the most of the query's words: of the
  // stretches that start a little before a matching word, the first with the most different
  // terms (the first, since a section's prose mostly comes before its listings); cut at whole
  // words, the matching words marked. A section found by its heading or title alone shows the
  // start of its text.
  var SNIPPET = 160, BEFORE = 40;
  function snippet(text, matched) {
    var hits = [], found;
    WORD.lastIndex = 0;
    while ((found = WORD.exec(text))) {
      var bits = termsOf(found[0], matched);
      if (bits) hits.push({ start: found.index, end: found.index + found[0].length, bits: bits });
    }
    var best = { start: 0, terms: 0 };
    for (var i = 0; i < hits.length && best.terms < matched.length; i++) {
      var start = Math.max(0, hits[i].start - BEFORE), bits = 0;
      hits.forEach(function (hit) { if (hit.start >= start && hit.end <= start + SNIPPET) bits |= hit.bits; });
      var terms = bits.toString(2).replace(/0/g, "").length;
      if (terms > best.terms) best = { start: start, terms: terms };
    }
    var start = best.start, end = Math.min(text.length, start + SNIPPET);
    // Whole words: a stretch that would start or end inside a word starts after it or ends
    // before it, never past a matching word.
    var after = start, before = end;
    while (after < start + BEFORE && inWord(text, after)) after++;
    while (before > end - BEFORE && inWord(text, before)) before--;
    if (!inWord(text, after)) start = after;
    if (!inWord(text, before)) end = before;
    var piece = text.slice(start, end).replace(start > 0 ? /^\s+/ : /^/, "").replace(end < text.length ? /\s+$/ : /$/, "");
    return (start > 0 ? "…" : "") + marked(piece, matched) + (end < text.length ? "…" : "");
  }
  // The listing's file name a section was found by, marked, when its title, heading and text
  // have none of the words (`DelegationRetainCycle` for "retain cycle"); otherwise nothing.
  function foundInFile(title, section, matched) {
    var has = function (text) { return (text.match(WORD) || []).some(function (word) { return termsOf(word, matched); }); };
    if (has(title + " " + section.h + " " + section.x)) return "";
    var file = (section.f || []).filter(has)[0];
    return file ? "<code class=\"result-file\">" + marked(file, matched) + "</code>" : "";
  }
  function inWord(text, at) {
    var letter = /[\p{L}\p{N}\p{M}]/u;
    return at > 0 && at < text.length && letter.test(text[at - 1]) && letter.test(text[at]);
  }

  // The 404 page offers the page that search ranks first for the missing address's words (a
  // misspelt "/obsrever.html" finds the page titled Observer). Served, the words are the
  // address's last part; opened from disk, where there is no missing address, what follows
  // "404.html?" or "#".
  var didYouMean = document.querySelector(".did-you-mean");
  var nearQuery = null, nearTries = [];
  if (didYouMean) {
    var last = location.pathname.split("/").filter(Boolean).pop() || "";
    if (/^404\.html$/i.test(last)) last = (location.search || location.hash).slice(1);
    try { last = decodeURIComponent(last); } catch (e) {}
    var missing = last.replace(/\.html?$/i, "").replace(/[^\p{L}\p{N}\p{M}]+/gu, " ").trim();
    // Every word first; failing that, its longest word alone.
    var longest = missing.split(" ").sort(function (a, b) { return b.length - a.length; })[0];
    nearTries = missing ? (longest !== missing ? [missing, longest] : [missing]) : [];
    nearQuery = nearTries.shift() || null;
    if (nearQuery) schedule();
  }
  function offerNearMatch(ranked) {
    if (!ranked.length) {
      nearQuery = nearTries.shift() || null;
      if (nearQuery) schedule();
      return;
    }
    nearQuery = null;
    var page = pages[index.pages[ranked[0].page]];
    didYouMean.innerHTML = "Did you mean <a href=\"" + escapeHTML(page.u) + "\">" + escapeHTML(page.t) + "</a>?";
    didYouMean.hidden = false;
  }

  function close() { results.hidden = true; results.innerHTML = ""; }
  function run() {
    var near = nearQuery !== null;
    var query = near ? nearQuery : search.value.trim();
    var terms = queryTerms(query);
    if (near && !terms.length) { nearQuery = null; return; }
    if (!terms.length) { close(); return; }
    if (!near && query !== lastQuery) { lastQuery = query; shown = FIRST; }
    if (!index) { load("index.js", function () { index = { chunks: [], pages: [], pageFiles: [] }; }); return; }
    // Wait for every chunk the terms need (the last arrival searches again), then for the
    // pages of the results to show; the previous results stay up meanwhile.
    var waiting = false;
    termWords(terms).forEach(function (term) {
      chunksFor(term).forEach(function (i) {
        if (chunks[chunkFirst(i)]) return;
        waiting = true;
        load(chunkFile(i), function () { chunks[chunkFirst(i)] = {}; });
      });
    });
    if (waiting) return;
    var matched = [];
    var ranked = rank(terms, matched), visible = ranked.slice(0, near ? 1 : shown);
    visible.forEach(function (r) {
      var url = index.pages[r.page];
      if (pages[url]) return;
      waiting = true;
      var file = pageFile(r.page);
      load("pages-" + index.pages[file.first].replace(/\.html$/, "") + ".js", function () {
        for (var p = file.first; p < file.end; p++) {
          var u = index.pages[p];
          if (!pages[u]) pages[u] = { t: u, u: u, s: [] };
        }
      });
    });
    if (waiting) return;
    if (near) { offerNearMatch(ranked); return; }
    ranked = byNearness(ranked, matched);
    visible = ranked.slice(0, shown);
    if (!ranked.length) {
      results.innerHTML = "<p class=\"no-results\">No results for “" + escapeHTML(query) + "”.</p>";
    } else {
      results.innerHTML = "<ol>" + visible.map(function (r) {
        var page = pages[index.pages[r.page]];
        var section = page.s[r.section] || { h: "", i: "", a: true, x: "" };
        var where = section.a ? "" : " › " + marked(section.h, matched);
        return "<li><a href=\"" + escapeHTML(page.u) + (section.a ? "" : "#" + escapeHTML(section.i)) +
          "\"><span class=\"result-title\">" + markedTitle(page.t, matched) + where + "</span><span class=\"result-snippet\">" +
          snippet(section.x, matched) + "</span>" + foundInFile(page.t, section, matched) + "</a></li>";
      }).join("") + "</ol>";
      var rest = ranked.length - visible.length;
      if (rest > 0) {
        results.insertAdjacentHTML("beforeend", "<button type=\"button\" class=\"search-more\">" + rest +
          " more " + (rest === 1 ? "result" : "results") + "</button>");
      }
    }
    results.dataset.query = query;  // what the list shows results for (the tests wait on it)
    results.hidden = false;
    // After "N more", the first result it revealed takes the focus.
    if (focusAt >= 0) {
      var link = results.querySelectorAll("a")[focusAt];
      focusAt = -1;
      if (link) link.focus();
    }
  }
  search.addEventListener("input", run);
  search.addEventListener("focus", run);
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var first = results.querySelector("a");
    if (first) window.location.href = first.href;
  });
  results.addEventListener("click", function (event) {
    if (event.target.closest(".search-more")) {
      focusAt = shown;
      shown += MORE;
      run();
    } else if (event.target.closest("a")) {
      // Following a result closes the list, also when it is a section of this page.
      results.hidden = true;
    }
  });
  // A click anywhere else closes the results; coming back to the box shows them again. (The
  // event's path, not the target, which "N more" may have replaced meanwhile.)
  document.addEventListener("click", function (event) {
    if (event.composedPath().indexOf(form) < 0) results.hidden = true;
  });
  // Esc clears the search and, after "/" or the Search button, goes back to where the reader was.
  function goBack() {
    search.value = "";
    run();
    if (!returnTo) return;
    var back = returnTo;
    returnTo = null;
    if (back.element && back.element !== document.body && back.element.focus) back.element.focus({ preventScroll: true });
    else search.blur();
    window.scrollTo(back.x, back.y);
  }
  search.addEventListener("keydown", function (event) {
    if (event.key === "Escape") goBack();
    if (event.key === "ArrowDown") {
      var first = results.querySelector("a");
      if (first) { event.preventDefault(); first.focus(); }
    }
  });
  results.addEventListener("keydown", function (event) {
    var links = Array.prototype.slice.call(results.querySelectorAll("a"));
    var at = links.indexOf(document.activeElement);
    if (event.key === "ArrowDown" && at >= 0 && at < links.length - 1) { event.preventDefault(); links[at + 1].focus(); }
    if (event.key === "ArrowUp") { event.preventDefault(); if (at > 0) links[at - 1].focus(); else search.focus(); }
    if (event.key === "Escape") { search.focus(); goBack(); }
  });
})();
