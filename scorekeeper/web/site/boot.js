// Wizard Scorekeeper: how the static site starts (written by `scorekeeper
// build-web`; takes the place of Flet's python.js, whose jsConnect, jsSend
// and jsDisconnect Flutter's engine calls to reach Python).
//
// - The start screen (#sk-start in index.html) says what is happening, in
//   the language the player chose on this device or else the browser's, in
//   the theme they chose; if starting fails it says what failed and what to
//   do. It goes once the app's first screen is drawn.
// - The service worker (sw.js) is asked for first: on a first visit the page
//   waits (briefly) until it is in control, so that every large file comes
//   through it, compressed, and is kept for the next start.
// - Python starts in its own worker (worker.js) at once, while Flutter's
//   engine loads on this thread: the two biggest parts of a start overlap.
(() => {
  "use strict";
  const SITE = __SITE__;
  // the address as opened: a link that is a game carries it in the fragment
  // (#g=..., issue 31), which Flutter's router may rewrite before Python connects
  const OPENED = document.URL;
  const t0 = performance.now();
  const boot = (window.__skBoot = { marks: { page: performance.timeOrigin + t0 }, step: "start", failed: null });
  const mark = (name) => { boot.marks[name] = performance.timeOrigin + performance.now(); };

  // -- the player's device settings (Flutter's shared_preferences keeps them in localStorage) --
  const stored = (key) => {
    try {
      const raw = localStorage.getItem("flutter." + SITE.prefix + key);
      return raw === null ? null : JSON.parse(raw);
    } catch (_) {
      return null;
    }
  };
  const language = (() => {
    const wanted = [stored("language"), ...(navigator.languages || [navigator.language || "en"])];
    for (const tag of wanted) {
      if (typeof tag !== "string") continue;
      const base = tag.toLowerCase().split(/[-_]/)[0];
      if (SITE.words[base]) return base;
    }
    return "en";
  })();
  const words = Object.assign({}, SITE.words.en, SITE.words[language]);
  const theme = stored("theme");
  const dark = theme === "dark" || (theme !== "light" && window.matchMedia && matchMedia("(prefers-color-scheme: dark)").matches);

  // -- the start screen ------------------------------------------------------------------
  const screen = () => document.getElementById("sk-start");
  const show = (id, text) => {
    const node = document.getElementById(id);
    if (node) node.textContent = text;
  };
  const STEPS = ["start", "python", "unpack", "link", "imports", "ready", "connected"];
  const say = (step) => {
    boot.step = step;
    const root = screen();
    if (!root || boot.failed) return;
    show("sk-start-step", words["step_" + step] || words.step_start);
    const bar = document.getElementById("sk-start-bar");
    if (bar) bar.style.width = Math.round((100 * (STEPS.indexOf(step) + 1)) / (STEPS.length + 1)) + "%";
  };
  const failed = (step, detail) => {
    boot.failed = { step, detail };
    mark("failed");
    const root = screen();
    if (!root) return;
    root.classList.add("sk-failed");
    root.setAttribute("role", "alert");
    show("sk-start-step", (words["failed_" + step] || words.failed_start) + " " + words.failed_what_to_do);
    show("sk-start-detail", detail);
    const retry = document.getElementById("sk-start-retry");
    if (retry) {
      retry.textContent = words.retry;
      retry.hidden = false;
      retry.onclick = () => location.reload();
    }
  };
  const ready = () => {
    const root = screen();
    if (!root) return;
    document.documentElement.classList.add(dark ? "sk-dark" : "sk-light");
    document.documentElement.lang = language;
    show("sk-start-name", words.app_name);
    say(boot.step);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", ready, { once: true });
  else ready();
  // A start far slower than usual says so (an old phone, a slow first download).
  setTimeout(() => { if (!boot.marks.shown && !boot.failed) show("sk-start-detail", words.slow); }, SITE.slowMs);

  // -- Python, from the first moment -----------------------------------------------------
  const base = new URL(".", document.baseURI).href;
  const at = (path) => new URL(path, base).href;
  let worker = null;
  let onConnected = null;
  let dartOnMessage = null;
  const whenConnected = new Promise((resolve, reject) => { onConnected = { resolve, reject }; });

  const startPython = () => {
    mark("python_start");
    worker = new Worker(at(SITE.worker), { type: "module" });
    worker.onmessage = (event) => {
      const data = event.data;
      if (data instanceof Uint8Array) {
        if (dartOnMessage) dartOnMessage(data);
        return;
      }
      if (!data || typeof data !== "object") return;
      if (data.marks) boot.worker = data.marks;
      if (data.type === "progress") say(data.step);
      else if (data.type === "connected") { say("connected"); onConnected.resolve(); }
      else if (data.type === "shown") appShown();
      else if (data.type === "failed") {
        failed(data.step, data.detail);
        onConnected.reject(new Error(data.detail));
      }
    };
    worker.onerror = (event) => {
      failed(boot.step, (event && event.message) || words.failed_start);
      onConnected.reject(new Error("worker error"));
    };
    worker.postMessage({
      type: "start",
      config: {
        pyodide: at(SITE.pyodide),
        pyodideDir: at(SITE.pyodideDir),
        stdlib: at(SITE.stdlib),
        archive: at(SITE.archive),
        dynlibs: SITE.dynlibs.map((lib) => ({ path: lib.path, url: at(lib.url) })),
        home: SITE.home,
        main: SITE.main,
        env: Object.assign({ SCOREKEEPER_SITE_URL: base }, SITE.env),
      },
    });
  };

  const appShown = () => {
    mark("shown");
    // two frames: the one that applies the first screen, and the one that draws it
    requestAnimationFrame(() => requestAnimationFrame(() => {
      mark("drawn");
      const root = screen();
      if (root) {
        root.classList.add("sk-gone");
        setTimeout(() => root.remove(), 250);
      }
      afterStart();
    }));
  };

  // Flutter's engine calls these three (see Flet's python.js).
  globalThis.jsConnect = async (appId, args, onMessage) => {
    mark("flutter_connect");
    dartOnMessage = onMessage;
    worker.postMessage({ type: "connect", args: args || {}, documentUrl: OPENED });
    await whenConnected;
  };
  globalThis.jsSend = async (appId, data) => {
    if (worker) worker.postMessage(data, [data.buffer]);
  };
  globalThis.jsDisconnect = async () => {
    if (worker) {
      worker.terminate();
      worker = null;
    }
  };

  // -- the service worker ----------------------------------------------------------------
  const sw = "serviceWorker" in navigator ? navigator.serviceWorker : null;
  const controlled = () => new Promise((resolve) => {
    if (!sw || sw.controller) return resolve(!!(sw && sw.controller));
    const timer = setTimeout(() => resolve(false), SITE.swPatienceMs);
    sw.addEventListener("controllerchange", () => { clearTimeout(timer); resolve(true); }, { once: true });
  });
  if (sw) {
    sw.register(at("sw.js")).catch((error) => console.warn("service worker not registered:", error));
  }
  // The games live in IndexedDB: ask the browser not to evict them when
  // space runs short (granted silently to installed apps in most browsers).
  if (navigator.storage && navigator.storage.persist) {
    navigator.storage.persisted().then((done) => done || navigator.storage.persist()).catch(() => {});
  }

  // After the first screen: the files a later moment needs (the PDF export,
  // fonts not drawn yet) are fetched in the background, so the app works
  // offline from here on.
  const afterStart = () => {
    if (!sw) return;
    sw.ready.then((registration) => {
      const target = sw.controller || registration.active;
      if (target) target.postMessage({ type: "precache" });
    });
  };
  if (sw) {
    sw.addEventListener("message", (event) => {
      if (event.data && event.data.type === "precached") boot.precached = event.data;
    });
  }

  const startFlutter = () => {
    mark("flutter_start");
    const script = document.createElement("script");
    script.src = at("flutter_bootstrap.js");
    script.async = true;
    document.body.appendChild(script);
  };

  controlled().then((isControlled) => {
    boot.controlled = isControlled;
    mark("sw_ready");
    try {
      startPython();
    } catch (error) {
      failed("python", String(error));
      return;
    }
    if (document.body) startFlutter();
    else document.addEventListener("DOMContentLoaded", startFlutter, { once: true });
  });
})();
