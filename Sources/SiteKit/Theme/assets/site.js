// Progressive enhancement only: every page reads fine without this script.
(function () {
  "use strict";
  var root = document.documentElement;

  // Theme toggle: follows the system until the reader picks, then remembers the choice.
  var toggle = document.getElementById("theme-toggle");
  function currentTheme() {
    if (root.dataset.theme) return root.dataset.theme;
    return window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  function label() {
    var next = currentTheme() === "dark" ? "light" : "dark";
    toggle.textContent = next === "dark" ? "Dark theme" : "Light theme";
    toggle.setAttribute("aria-label", "Switch to the " + next + " theme");
  }
  if (toggle) {
    toggle.hidden = false;
    label();
    toggle.addEventListener("click", function () {
      var next = currentTheme() === "dark" ? "light" : "dark";
      root.dataset.theme = next;
      try { localStorage.setItem("theme", next); } catch (e) {}
      label();
    });
  }

  // Code and output scroll sideways instead of wrapping; a focusable block can be scrolled with
  // the arrow keys. (Without this script, current browsers make such blocks focusable
  // themselves.)
  document.querySelectorAll("main pre").forEach(function (pre) { pre.tabIndex = 0; });

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

  // Keys: "/" focuses search, left and right arrows go to the previous and next chapter.
  var search = document.getElementById("site-search");
  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    var target = event.target;
    var typing = target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable);
    if (event.key === "/" && !typing && search) {
      event.preventDefault();
      search.focus();
    } else if (!typing && !scrollsSideways(target) && (event.key === "ArrowLeft" || event.key === "ArrowRight")) {
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

  // A block wider than its column says that it scrolls, and stops fading once scrolled to its end.
  document.querySelectorAll("main figure pre").forEach(function (pre) {
    var figure = pre.closest("figure");
    if (!figure || pre.scrollWidth <= pre.clientWidth + 1) return;
    figure.classList.add("scrolls");
    var hint = document.createElement("span");
    hint.className = "scroll-hint";
    hint.textContent = "Wider than the screen: scroll sideways to read the rest.";
    pre.insertAdjacentElement("afterend", hint);
    pre.addEventListener("scroll", function () {
      pre.classList.toggle("at-end", pre.scrollLeft + pre.clientWidth >= pre.scrollWidth - 2);
    });
  });

  // "At a glance" is open on the first chapter a reader opens; after that it starts closed, so
  // the problem is on the first screen, unless the reader opened it again: their last choice
  // stays.
  var glance = document.querySelector("details.glance");
  if (glance) {
    try {
      var choice = localStorage.getItem("glance");
      if (choice === "closed" || (choice === null && localStorage.getItem("glance-seen"))) glance.open = false;
      localStorage.setItem("glance-seen", "1");
    } catch (e) {}
    glance.addEventListener("toggle", function () {
      try { localStorage.setItem("glance", glance.open ? "open" : "closed"); } catch (e) {}
    });
  }

  // "On this page" marks the section being read.
  var tocLinks = Array.prototype.slice.call(document.querySelectorAll("#on-this-page a"));
  var sections = tocLinks.map(function (link) { return document.getElementById(link.hash.slice(1)); });
  function markSection() {
    var current = -1;
    for (var i = 0; i < sections.length; i++) {
      if (sections[i] && sections[i].getBoundingClientRect().top <= 120) current = i;
    }
    tocLinks.forEach(function (link, i) {
      if (i === current) link.setAttribute("aria-current", "location");
      else link.removeAttribute("aria-current");
    });
  }
  if (tocLinks.length) {
    window.addEventListener("scroll", markSection, { passive: true });
    markSection();
  }

  // On a long page on a phone, search is one tap away wherever the reader is.
  var toSearch = document.querySelector(".to-search");
  if (toSearch && search) {
    var showToSearch = function () {
      toSearch.hidden = !(window.innerWidth <= 900 && window.scrollY > 800);
    };
    window.addEventListener("scroll", showToSearch, { passive: true });
    window.addEventListener("resize", showToSearch);
    toSearch.addEventListener("click", function (event) {
      event.preventDefault();
      window.scrollTo(0, 0);
      search.focus();
    });
  }

  // Search over the index in assets/search-index.js: a script, not fetched JSON, so it works
  // from file://. It is loaded the first time the reader reaches for search, so pages that
  // are only read never download it.
  var form = document.querySelector("form.search");
  var results = document.getElementById("search-results");
  if (!search || !results || !form) return;
  form.hidden = false;
  var loading = false;
  function loadIndex() {
    if (window.SEARCH_INDEX || loading) return;
    loading = true;
    var script = document.createElement("script");
    script.src = "assets/search-index.js";
    script.onload = run;
    document.head.appendChild(script);
  }
  search.addEventListener("focus", loadIndex);
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var first = results.querySelector("a");
    if (first) window.location.href = first.href;
  });
  function escapeHTML(text) {
    return text.replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  }
  function snippet(text, terms) {
    var lower = text.toLowerCase();
    var at = -1;
    for (var i = 0; i < terms.length && at < 0; i++) at = lower.indexOf(terms[i]);
    var start = Math.max(0, at - 60);
    var piece = (start > 0 ? "…" : "") + text.slice(start, start + 160) + (start + 160 < text.length ? "…" : "");
    var html = escapeHTML(piece);
    terms.forEach(function (term) {
      if (!term) return;
      var pattern = new RegExp("(" + term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + ")", "gi");
      html = html.replace(pattern, "<mark>$1</mark>");
    });
    return html;
  }
  function run() {
    var query = search.value.trim().toLowerCase();
    if (query.length < 2) { results.hidden = true; results.innerHTML = ""; return; }
    if (!window.SEARCH_INDEX) { loadIndex(); return; }
    var index = window.SEARCH_INDEX;
    var terms = query.split(/\s+/);
    var scored = [];
    index.forEach(function (page) {
      page.s.forEach(function (section) {
        var title = page.t.toLowerCase(), heading = section.h.toLowerCase(), body = section.x.toLowerCase();
        var score = 0, all = true;
        terms.forEach(function (term) {
          var hit = false;
          if (title.indexOf(term) >= 0) { score += section.a ? 100 : 20; hit = true; }
          if (heading.indexOf(term) >= 0) { score += 10; hit = true; }
          var count = body.split(term).length - 1;
          if (count > 0) { score += Math.min(count, 5); hit = true; }
          if (!hit) all = false;
        });
        if (all && score > 0) scored.push({ page: page, section: section, score: score });
      });
    });
    scored.sort(function (a, b) { return b.score - a.score || a.page.t.localeCompare(b.page.t); });
    scored = scored.slice(0, 12);
    if (!scored.length) {
      results.innerHTML = "<p class=\"no-results\">No results for “" + escapeHTML(search.value.trim()) + "”.</p>";
    } else {
      results.innerHTML = "<ol>" + scored.map(function (r) {
        var where = r.section.a ? "" : " › " + escapeHTML(r.section.h);
        return "<li><a href=\"" + r.page.u + (r.section.a ? "" : "#" + r.section.i) + "\"><span class=\"result-title\">" +
          escapeHTML(r.page.t) + where + "</span><span class=\"result-snippet\">" + snippet(r.section.x, terms) + "</span></a></li>";
      }).join("") + "</ol>";
    }
    results.hidden = false;
  }
  search.addEventListener("input", run);
  // A click anywhere else closes the results; coming back to the box shows them again.
  document.addEventListener("click", function (event) {
    if (!form.contains(event.target)) results.hidden = true;
  });
  search.addEventListener("focus", run);
  search.addEventListener("keydown", function (event) {
    if (event.key === "Escape") { search.value = ""; run(); }
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
    if (event.key === "Escape") { search.focus(); }
  });
})();
