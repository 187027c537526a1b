// The site's service worker: it shows the "your move" messages the server pushes (api/push.py)
// while no page of ours is open, and a tap on one opens its match. It caches nothing: pages
// always come from the server.
self.addEventListener("push", (event) => {
  let msg = {};
  try { msg = event.data ? event.data.json() : {}; } catch { msg = {}; }
  const url = new URL(msg.url || "/", self.registration.scope).href;
  event.waitUntil(self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((open) => {
    // A player looking at that very match sees its turn there: no buzz on every move of a live game.
    if (open.some((c) => c.url === url && c.visibilityState === "visible" && c.focused)) return undefined;
    return self.registration.showNotification(msg.title || "Rookery", {
      body: msg.body || "",
      // one per match: a later move replaces the earlier message instead of piling up
      tag: msg.tag || "rookery",
      renotify: true,
      data: { url },
    });
  }));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || "/", self.registration.scope).href;
  event.waitUntil(self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((open) => {
    const same = open.find((c) => c.url === url);
    return same ? same.focus() : self.clients.openWindow(url);
  }));
});
