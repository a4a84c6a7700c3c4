// The public pages' one script (decision 034), inlined in the head of every page with the public header.
// It needs no React: each listener is on the document, so a control works from the moment it is parsed,
// and the same listeners serve markup React renders later on pages that do hydrate.
// - Menu: a native popover (opens, closes, Escape with no script). Here: focus moves into it, Tab stays in
//   it, a link closes it, focus returns to the toggle; aria-expanded follows it.
// - Carousels: CSS scroll snapping swipes; here the dots scroll, follow the scroll and are one Tab stop.
// - Dashboard tabs: WAI-ARIA tabs (click, arrows, Home, End).
// - The sticky header's shadow, and the legal pages' contents folding after a jump on a phone.
// Whole-line comments and indentation are stripped before it is inlined (site-script.ts).
(() => {
  const d = document;
  const menu = () => d.getElementById("mobile-menu");
  const toggle = () => d.querySelector('[popovertarget="mobile-menu"]');
  const stops = (el) => [...el.querySelectorAll("a[href],button:not([disabled])")];
  const native = HTMLElement.prototype.hasOwnProperty("popover");
  const isOpen = (m) => (native ? m.matches(":popover-open") : m.classList.contains("is-open"));
  const shown = (m, open) => {
    toggle()?.setAttribute("aria-expanded", open);
    if (open) stops(m)[0]?.focus();
    else if (!d.activeElement || d.activeElement === d.body || m.contains(d.activeElement)) toggle()?.focus();
  };
  const hide = (m) => {
    if (native) m.hidePopover();
    else {
      m.classList.remove("is-open");
      shown(m, false);
    }
  };
  d.addEventListener("toggle", (e) => e.target.id === "mobile-menu" && shown(e.target, e.newState === "open"), true);
  const reduced = () => matchMedia("(prefers-reduced-motion: reduce)").matches;
  const dotsOf = (c) => [...c.querySelectorAll(".carousel__dot")];
  const mark = (c, i, focus) =>
    dotsOf(c).forEach((b, j) => {
      b.tabIndex = j === i ? 0 : -1;
      if (j === i) {
        b.setAttribute("aria-current", "true");
        if (focus) b.focus();
      } else b.removeAttribute("aria-current");
    });
  const go = (c, i, focus) => {
    const t = c.querySelector(".carousel__track");
    const s = t.children[i];
    if (!s) return;
    c.dataset.target = i;
    mark(c, i, focus);
    t.scrollTo({ left: s.offsetLeft, behavior: reduced() ? "auto" : "smooth" });
  };
  const nearest = (t) => {
    let best = 0;
    [...t.children].forEach((s, i) => {
      if (Math.abs(s.offsetLeft - t.scrollLeft) < Math.abs(t.children[best].offsetLeft - t.scrollLeft)) best = i;
    });
    return best;
  };
  const follow = (e, end) => {
    const t = e.target;
    if (!t.classList?.contains("carousel__track")) return;
    const c = t.closest(".carousel");
    const i = nearest(t);
    if (!end && c.dataset.target && +c.dataset.target !== i) return;
    if (end || c.dataset.target) delete c.dataset.target;
    mark(c, i, c.querySelector(".carousel__dots").contains(d.activeElement));
  };
  d.addEventListener("scroll", (e) => follow(e, false), { capture: true, passive: true });
  d.addEventListener("scrollend", (e) => follow(e, true), { capture: true, passive: true });
  const select = (tab, focus) => {
    for (const t of tab.parentNode.querySelectorAll('[role="tab"]')) {
      const on = t === tab;
      t.setAttribute("aria-selected", on);
      t.tabIndex = on ? 0 : -1;
      d.getElementById(t.getAttribute("aria-controls")).hidden = !on;
    }
    if (focus) tab.focus();
  };
  d.addEventListener("click", (e) => {
    const el = e.target.closest?.("a,button,summary");
    if (!el) return;
    const m = menu();
    if (!native && el.matches('[popovertarget="mobile-menu"]') && m) {
      m.classList.toggle("is-open", el.getAttribute("popovertargetaction") !== "hide" && !isOpen(m));
      shown(m, isOpen(m));
    } else if (m && el.matches("a") && m.contains(el) && isOpen(m)) hide(m);
    if (el.matches(".carousel__dot")) go(el.closest(".carousel"), dotsOf(el.closest(".carousel")).indexOf(el), false);
    if (el.matches('[role="tab"]')) select(el, false);
    const toc = el.matches("a") && el.closest("details.toc");
    if (toc && matchMedia("(max-width: 825px)").matches) toc.open = false;
  });
  d.addEventListener("keydown", (e) => {
    const m = menu();
    if (m && isOpen(m)) {
      if (e.key === "Escape" && !native) hide(m);
      if (e.key === "Tab") {
        const f = stops(m);
        const at = f.indexOf(d.activeElement);
        const next = at < 0 ? 0 : e.shiftKey ? (at === 0 ? f.length - 1 : -1) : at === f.length - 1 ? 0 : -1;
        if (next >= 0) {
          e.preventDefault();
          f[next].focus();
        }
      }
      return;
    }
    const keys = { ArrowRight: 1, ArrowLeft: -1, Home: -1e3, End: 1e3 };
    if (!(e.key in keys) || e.altKey || e.ctrlKey || e.metaKey) return;
    const tab = e.target.closest?.('[role="tab"]');
    if (tab) {
      const all = [...tab.parentNode.querySelectorAll('[role="tab"]')];
      const n = all.length;
      const i = all.indexOf(tab) + keys[e.key];
      e.preventDefault();
      select(all[Math.abs(keys[e.key]) > 1 ? (keys[e.key] < 0 ? 0 : n - 1) : (i + n) % n], true);
      return;
    }
    const c = e.target.closest?.(".carousel");
    const dots = c?.querySelector(".carousel__dots");
    if (!dots || getComputedStyle(dots).display === "none") return;
    const n = dotsOf(c).length;
    const now = c.dataset.target ? +c.dataset.target : nearest(c.querySelector(".carousel__track"));
    e.preventDefault();
    go(c, Math.min(n - 1, Math.max(0, now + keys[e.key])), dots.contains(d.activeElement));
  });
  const stick = () => d.querySelector(".site-header")?.classList.toggle("is-sticky", scrollY > 8);
  addEventListener("scroll", stick, { passive: true });
  // SPEC.md §9's interval carousel (data-interval, in ms): never under reduced motion or while it is a grid;
  // held while the pointer or focus is inside it.
  const run = (c) => {
    clearInterval(c.timer);
    c.timer = setInterval(() => {
      const dots = c.querySelector(".carousel__dots");
      if (reduced() || !dots || getComputedStyle(dots).display === "none") return;
      go(c, (nearest(c.querySelector(".carousel__track")) + 1) % dotsOf(c).length, false);
    }, +c.dataset.interval);
  };
  const hold = (e, on) => {
    const c = e.target.closest?.(".carousel[data-interval]");
    if (!c || c.contains(e.relatedTarget)) return;
    if (on) clearInterval(c.timer);
    else run(c);
  };
  d.addEventListener("mouseover", (e) => hold(e, true));
  d.addEventListener("mouseout", (e) => hold(e, false));
  d.addEventListener("focusin", (e) => hold(e, true));
  d.addEventListener("focusout", (e) => hold(e, false));
  // A carousel laid out as a grid (wider than the phone layout) does not scroll: no Tab stop then.
  const stops4grid = () => {
    for (const c of d.querySelectorAll(".carousel")) {
      const t = c.querySelector(".carousel__track");
      if (getComputedStyle(c.querySelector(".carousel__dots")).display === "none") t.removeAttribute("tabindex");
      else t.tabIndex = 0;
    }
  };
  matchMedia("(max-width: 825px)").addEventListener("change", stops4grid);
  d.addEventListener("DOMContentLoaded", () => {
    stops4grid();
    for (const c of d.querySelectorAll(".carousel[data-interval]")) run(c);
    stick();
    const m = menu();
    if (m) toggle()?.setAttribute("aria-expanded", isOpen(m));
  });
})();
