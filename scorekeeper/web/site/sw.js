// Wizard Scorekeeper's service worker: after one visit the app starts with
// no network at all. Written by `scorekeeper build-web`, which fills in the
// list of every file of the site and a version that changes with any of them.
//
// - install: store every file of this build in a cache of its own version
//   (all or nothing: a half-stored app would fail offline later);
// - activate: drop the caches of older builds, take over open pages;
// - fetch: answer from the cache, else from the network (and keep a copy of
//   what the network gave, e.g. a file a browser asked for under another
//   query string). A page navigation gets the cached index.html.
"use strict";

const VERSION = "__VERSION__";
const PREFIX = "wizard-scorekeeper-";
const CACHE = PREFIX + VERSION;
const FILES = __FILES__;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(FILES.map((file) => new Request(file, { cache: "reload" }))))
      .then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;  // the app asks nothing of other sites
  event.respondWith(answer(request));
});

async function answer(request) {
  const cache = await caches.open(CACHE);
  const lookup = request.mode === "navigate" ? "index.html" : request;
  const cached = await cache.match(lookup, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && request.mode !== "navigate") {
    cache.put(request, response.clone()).catch(() => {});
  }
  return response;
}
