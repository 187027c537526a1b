// The board map's zoom and pan: "Zoom" (keyboard, mouse) doubles the map inside its own
// scrolling box; on a touch screen two fingers pinch it (1x to 4x) and one finger pans it.
// The page redraws the whole board on every change, so the zoom and where the map was panned
// to live here, outside the drawn nodes, and are put back on each new map.

export const VIEW = { scale: 1, left: 0, top: 0 };
const MAX = 4;

// Where the map is panned to is taken from the map only after the reader moved it (a wheel, a
// key, a pointer on it; a touch pan or a zoom is kept at once), and only from a map whose place
// has been put back, at the size it had then. Other readings lose the place, the causes of the
// zoomed map jumping back to the start under load: a map drawn a moment ago reads 0 until its
// place is put back, and a quick run of redraws (several in one task) read that 0; and the page's
// layout sometimes squeezes the map for a moment (seen in the browser tests during a combat:
// 22 x 0 px, between two frames), the browser clamps its scroll, and that clamp is no pan.
const settled = new WeakMap();
let movedAt = -Infinity;
const MOVING = 1500;            // ms after the reader's input during which the map's scroll is theirs

const sizeOf = (wrap) => `${wrap.clientWidth}x${wrap.clientHeight}`;
const real = (wrap) => wrap.isConnected && wrap.clientWidth >= 100 && wrap.clientHeight >= 100;

function keep(wrap, byReader = false) {
  if (!wrap || !real(wrap) || settled.get(wrap) !== sizeOf(wrap)) return;
  if (!byReader && performance.now() - movedAt > MOVING) return;
  VIEW.left = wrap.scrollLeft;
  VIEW.top = wrap.scrollTop;
}

// Called by the page just before it takes the board off to draw it again. The position is read
// from the map itself at that moment: its scroll events arrive only with the next frame, and
// under load a redraw often comes first, so a position known only from them would be stale.
export function beforeRedraw(box) { keep(box && box.querySelector(".map-wrap")); }

function setScale(wrap, svg, scale, cx, cy) {
  const next = Math.min(MAX, Math.max(1, scale));
  // the point under (cx, cy) of the box stays under it
  const px = (wrap.scrollLeft + cx) / VIEW.scale;
  const py = (wrap.scrollTop + cy) / VIEW.scale;
  VIEW.scale = next;
  svg.style.width = `${next * 100}%`;
  wrap.classList.toggle("zoomed", next > 1);
  wrap.dispatchEvent(new CustomEvent("map-zoom", { detail: next }));    // (the Zoom button's state)
  wrap.scrollLeft = px * next - cx;
  wrap.scrollTop = py * next - cy;
  // a zoom the reader asked for on the map on the page: its new place and size are the ones to keep
  if (!real(wrap)) return;
  VIEW.left = wrap.scrollLeft;
  VIEW.top = wrap.scrollTop;
  settled.set(wrap, sizeOf(wrap));
}

export function toggleZoom(wrap, svg) {
  setScale(wrap, svg, VIEW.scale > 1 ? 1 : 2, wrap.clientWidth / 2, wrap.clientHeight / 2);
  return VIEW.scale > 1;
}

// Two touches pinch, one pans (the box's own scrolling, moved by hand so the two gestures can
// share the fingers); a pan past the map's edge scrolls the page. A tap stays a click. The
// gesture is the page's, not one drawing's: a redraw in the middle of it (another seat's move)
// hands it to the new map, which lies where the old one was.
const touches = new Map();
let pinch = null;
let moved = false;
let start = null;
let draggedAt = 0;              // when the last drag or pinch ended: the click it ends in is not a tap
let current = null;             // the map box on the page and its drawing: { wrap, svg }

function spread() { const [a, b] = [...touches.values()]; return Math.hypot(a.x - b.x, a.y - b.y) || 1; }

function touchDown(e) {
  if (e.pointerType !== "touch") return;
  touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
  if (touches.size === 1) { moved = false; start = { x: e.clientX, y: e.clientY }; }
  if (touches.size === 2) pinch = { spread: spread(), scale: VIEW.scale };
}

function touchMove(e) {
  if (e.pointerType !== "touch") return;      // a mouse's pointer may share a finger's id
  const last = touches.get(e.pointerId);
  if (!last || !current || !current.wrap.isConnected) return;
  const { wrap, svg } = current;
  const dx = e.clientX - last.x;
  const dy = e.clientY - last.y;
  touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
  if (pinch && touches.size === 2) {
    moved = true;
    const [a, b] = [...touches.values()];
    const r = wrap.getBoundingClientRect();
    setScale(wrap, svg, pinch.scale * (spread() / pinch.spread), (a.x + b.x) / 2 - r.left, (a.y + b.y) / 2 - r.top);
  } else if (touches.size === 1 && VIEW.scale > 1) {
    moved = moved || Math.hypot(e.clientX - start.x, e.clientY - start.y) > 8;
    const [left, top] = [wrap.scrollLeft, wrap.scrollTop];
    wrap.scrollLeft -= dx;
    wrap.scrollTop -= dy;
    // what the map could not take (it is at its edge) goes to the page
    const rest = [-dx - (wrap.scrollLeft - left), -dy - (wrap.scrollTop - top)];
    if (Math.abs(rest[0]) >= 1 || Math.abs(rest[1]) >= 1) window.scrollBy(rest[0], rest[1]);
    keep(wrap, true);
  }
}

function touchUp(e) {
  if (e.pointerType !== "touch" || !touches.has(e.pointerId)) return;
  touches.delete(e.pointerId);
  if (moved && touches.size === 0) { draggedAt = Date.now(); moved = false; }
  if (touches.size < 2) pinch = null;
}

let listening = false;
function listen() {
  if (listening) return;
  listening = true;
  // on the window: a finger that went down on a map since redrawn still moves this one
  window.addEventListener("pointermove", touchMove);
  window.addEventListener("pointerup", touchUp);
  window.addEventListener("pointercancel", touchUp);
}

// A decision's areas on an unzoomed phone map are often smaller than a fingertip (Dragonstone
// 28 px, a port 14 px on a 390 px screen), and a tap meant for one may land on a big neighbour
// and pick that. So a finger's tap within a fingertip of a pickable area smaller than one zooms
// first, to the scale that makes the smallest of them a good fingertip and a half across (at
// least 2x, at most 4x); elsewhere, or once nothing near is that small, the tap picks. The scale
// to zoom to, or null.
const FINGER = 44;
function tapZoom(wrap, x, y) {
  let smallest = Infinity;
  for (const g of wrap.querySelectorAll("g.area.pickable")) {
    const r = (g.querySelector(".shape") || g).getBoundingClientRect();
    const away = Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom));
    if (away < FINGER / 2 && Math.min(r.width, r.height) < FINGER) smallest = Math.min(smallest, r.width, r.height);
  }
  if (smallest === Infinity || VIEW.scale >= MAX - 0.01) return null;
  return Math.min(MAX, Math.max(2, (VIEW.scale * FINGER * 1.5) / Math.max(smallest, 1)));
}

// Makes a freshly drawn map box zoomable and puts it back where the last one was.
export function zoomable(wrap, svg) {
  svg.style.width = `${VIEW.scale * 100}%`;
  wrap.classList.toggle("zoomed", VIEW.scale > 1);
  // A scroll the reader made is kept; one they did not (the clamp of a squeezed layout) is undone.
  wrap.addEventListener("scroll", () => {
    if (performance.now() - movedAt <= MOVING) keep(wrap);
    else if (real(wrap) && settled.get(wrap) === sizeOf(wrap)
      && (Math.abs(wrap.scrollLeft - VIEW.left) > 1 || Math.abs(wrap.scrollTop - VIEW.top) > 1)) {
      wrap.scrollLeft = VIEW.left;
      wrap.scrollTop = VIEW.top;
    }
  });
  const moving = () => { movedAt = performance.now(); };
  // (focusin: moving the focus to an area scrolls it into sight)
  for (const kind of ["wheel", "pointerdown", "keydown", "focusin"]) wrap.addEventListener(kind, moving, { passive: true });
  // a trackpad's pinch (or ctrl + wheel) zooms the map, not the page
  wrap.addEventListener("wheel", (e) => {
    if (!e.ctrlKey) return;
    e.preventDefault();
    const r = wrap.getBoundingClientRect();
    setScale(wrap, svg, VIEW.scale * Math.exp(-e.deltaY / 200), e.clientX - r.left, e.clientY - r.top);
  }, { passive: false });
  current = { wrap, svg };
  listen();
  wrap.addEventListener("pointerdown", touchDown);
  // a drag or a pinch that ends over an area does not pick it; a finger's tap that could mean an
  // area too small for it zooms the map around the tap instead (the next tap picks)
  wrap.addEventListener("click", (e) => {
    if (Date.now() - draggedAt < 400) { e.stopPropagation(); e.preventDefault(); draggedAt = 0; return; }
    if (e.pointerType !== "touch") return;
    const scale = tapZoom(wrap, e.clientX, e.clientY);
    if (!scale) return;
    e.stopPropagation();
    e.preventDefault();
    const r = wrap.getBoundingClientRect();
    setScale(wrap, svg, scale, e.clientX - r.left, e.clientY - r.top);
  }, true);
  const restore = () => {
    if (!real(wrap)) return;
    wrap.scrollLeft = VIEW.left;
    wrap.scrollTop = VIEW.top;
    settled.set(wrap, sizeOf(wrap));
  };
  // after the page has put the new map in place (the same task, so nothing is painted between)
  queueMicrotask(restore);
  // and whenever its size changes: a map put on the page before the page is shown, a layout that
  // squeezed it for a moment, a phone turned sideways
  const sized = new ResizeObserver(() => { if (wrap.isConnected) restore(); else sized.disconnect(); });
  sized.observe(wrap);
}
