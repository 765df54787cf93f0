// Wizard Scorekeeper's service worker: after one visit the app starts with
// no network at all. Written by `scorekeeper build-web`, which fills in
// FILES (every file of the site with a hash of its content, the gzipped copy
// the build made of a large one, and its group) and a VERSION that changes
// with any of them.
//
// - install: keep the few small files a start from the cache needs first
//   (the page and its scripts) and copy over, from the cache of an older
//   build, every file whose content did not change: an update downloads
//   only what changed;
// - activate: drop older builds' caches, take over the open pages (a first
//   visit's page waits for this, so that its large files come through here);
// - fetch: answer from the cache; a file not yet kept is fetched (its
//   gzipped copy, unpacked here, where the browser can: about a third of the
//   bytes), kept, and answered from the cache. A navigation gets index.html.
// - message "precache" (sent by the page once the app is on screen): fetch
//   every file not kept yet, in the background, so that everything works
//   offline (the PDF export too). Only the renderer this browser uses is
//   fetched: Flutter picks one of its CanvasKit builds at start.
"use strict";

const VERSION = "__VERSION__";
const PREFIX = "wizard-scorekeeper-";
const CACHE = PREFIX + VERSION;
const FILES = __FILES__;
const SHELL = __SHELL__;
const INDEX = "__FILES_INDEX__";  // where each cache keeps the FILES it was filled from

const scope = () => new URL(self.registration.scope);
const pathOf = (url) => {
  const relative = new URL(url).pathname.slice(scope().pathname.length);
  return relative === "" ? "index.html" : decodeURIComponent(relative);
};
const urlOf = (path) => new URL(path, scope()).href;

const TYPES = {
  ".js": "text/javascript", ".mjs": "text/javascript", ".wasm": "application/wasm", ".json": "application/json",
  ".html": "text/html; charset=utf-8", ".css": "text/css", ".png": "image/png", ".otf": "font/otf", ".ttf": "font/ttf",
  ".zip": "application/zip", ".gz": "application/gzip", ".bin": "application/octet-stream",
};
const typeOf = (path) => {
  const dot = path.lastIndexOf(".");
  return (dot >= 0 && TYPES[path.slice(dot)]) || "application/octet-stream";
};

// One file from the network, as the browser should see it.
async function download(path) {
  const entry = FILES[path];
  if (entry && entry.gz && typeof DecompressionStream !== "undefined") {
    const response = await fetch(urlOf(entry.gz), { cache: "no-store" });
    if (response.ok) {
      // A host that sent the .gz with Content-Encoding: gzip has unpacked it already.
      const packed = !(response.headers.get("Content-Encoding") || "").includes("gzip");
      const body = packed ? response.body.pipeThrough(new DecompressionStream("gzip")) : response.body;
      const blob = await new Response(body).blob();
      return new Response(blob, { status: 200, headers: { "Content-Type": typeOf(path), "Content-Length": String(blob.size) } });
    }
  }
  const response = await fetch(urlOf(path), { cache: "no-store" });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response;
}

const fetching = new Map();  // one download per file, however many ask for it

async function keep(cache, path) {
  if (!fetching.has(path)) {
    const job = download(path)
      .then((response) => cache.put(urlOf(path), response))
      .finally(() => fetching.delete(path));
    fetching.set(path, job);
  }
  await fetching.get(path);
}

async function olderCaches() {
  const keys = await caches.keys();
  return keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE);
}

// Files whose content did not change since an older build come from its cache.
async function carryOver(cache) {
  for (const key of await olderCaches()) {
    const old = await caches.open(key);
    const listed = await old.match(urlOf(INDEX));
    if (!listed) continue;
    const oldFiles = await listed.json();
    for (const [path, entry] of Object.entries(FILES)) {
      if (!oldFiles[path] || oldFiles[path].hash !== entry.hash || (await cache.match(urlOf(path)))) continue;
      const response = await old.match(urlOf(path));
      if (response) await cache.put(urlOf(path), response);
    }
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await carryOver(cache);
    for (const path of SHELL) {
      if (!(await cache.match(urlOf(path)))) await keep(cache, path);  // all or nothing: a failure fails the install
    }
    await cache.put(urlOf(INDEX), new Response(JSON.stringify(FILES), { headers: { "Content-Type": "application/json" } }));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    await Promise.all((await olderCaches()).map((key) => caches.delete(key)));
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.href.startsWith(scope().href)) return;
  event.respondWith(answer(request));
});

async function answer(request) {
  const cache = await caches.open(CACHE);
  const path = request.mode === "navigate" ? "index.html" : pathOf(request.url);
  const cached = await cache.match(urlOf(path), { ignoreSearch: true });
  if (cached) return cached;
  if (!(path in FILES)) return fetch(request);  // not part of this build: never kept
  try {
    await keep(cache, path);
  } catch (error) {
    return fetch(request);  // let the page see the network's own answer
  }
  return (await cache.match(urlOf(path))) || fetch(request);
}

// A renderer the page never asked for is skipped: one group of files per
// CanvasKit build, and Flutter loads one.
async function precache(cache) {
  const kept = new Set((await cache.keys()).map((request) => pathOf(request.url)));
  const usedGroups = new Set(Object.entries(FILES).filter(([path]) => kept.has(path)).map(([, entry]) => entry.group));
  const missing = Object.entries(FILES).filter(([path, entry]) =>
    !kept.has(path) && !(entry.group.startsWith("renderer:") && !usedGroups.has(entry.group)));
  let failed = 0;
  for (const [path] of missing) {
    try {
      await keep(cache, path);
    } catch (error) {
      failed++;
    }
  }
  return { files: missing.length, failed };
}

let precaching = null;
self.addEventListener("message", (event) => {
  if (!event.data || event.data.type !== "precache") return;
  const source = event.source;
  precaching = precaching || caches.open(CACHE).then(precache).finally(() => { precaching = null; });
  event.waitUntil(precaching.then((result) => {
    if (source) source.postMessage({ type: "precached", version: VERSION, ...result });
  }));
});
