// Wizard Scorekeeper's Python, in a module worker of its own (the static
// site; written by `scorekeeper build-web`, replaces Flet's python-worker.js).
//
// Started by boot.js the moment the page opens, not when Flutter's engine
// has loaded and asks for a backend: Python boots on this thread while the
// page's thread loads the renderer, and by the time Flutter connects the app
// is imported and waiting. In order:
//
//   1. at once, in parallel: fetch the app archive (gunzipped as it streams),
//      compile the app's WebAssembly modules from their own files (streamed,
//      so the browser keeps the compiled code for the next start), and boot
//      Pyodide with the standard library precompiled at build time;
//   2. unpack the archive into the in-memory file system (a tar read here, in
//      JavaScript: no Python tarfile/gzip at start);
//   3. hand each compiled module to Pyodide's dynamic linker (it would
//      otherwise compile the same bytes again, uncached, when Python imports
//      the extension);
//   4. import the app's main module, which registers `flet_js.start_connection`;
//   5. on "connect" (Flutter's jsConnect, forwarded by boot.js), start Flet's
//      connection; from then on Uint8Array messages are Flet's protocol.
//
// Every step is reported to the page ({type: "progress", step}); a failure
// is reported with the step it happened in ({type: "failed"}), so the page
// can say what failed and what to do. `marks` (epoch ms) let a benchmark
// break a start down without guessing.
"use strict";

const marks = {};
const mark = (name) => { marks[name] = performance.timeOrigin + performance.now(); };
mark("worker");

self.flet_js = {};  // the `flet_js` module Flet's Python side talks to
let booted = null;  // Promise<pyodide>, once "start" came
let step = "start";
const early = [];  // Flet messages that came before Python listened

const post = (message) => self.postMessage(message);
const progress = (name) => { step = name; mark(name); post({ type: "progress", step: name, marks }); };

self.onmessage = (event) => {
  const data = event.data;
  if (data instanceof Uint8Array) {
    if (typeof self.flet_js.send === "function") self.flet_js.send(data);
    else early.push(data);
  } else if (data && data.type === "start" && booted === null) {
    booted = boot(data.config);
    booted.catch((error) => fail(error));
  } else if (data && data.type === "connect") {
    connect(data).catch((error) => fail(error));
  } else if (data && data.type === "marks") {
    post({ type: "marks", marks });
  }
};

function fail(error) {
  const detail = (error && (error.message || String(error))) || "unknown error";
  console.error("Wizard Scorekeeper could not start (" + step + "):", error);
  post({ type: "failed", step, detail: detail.split("\n").slice(-3).join("\n") });
}

async function fetchOk(url) {
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

// The app archive is a gzipped tar; the browser gunzips it while it arrives
// (a host that already sent it with Content-Encoding: gzip has done so).
async function fetchTar(url) {
  const response = await fetchOk(url);
  const encoded = (response.headers.get("Content-Encoding") || "").includes("gzip");
  if (encoded || typeof DecompressionStream === "undefined") {
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { bytes, gzipped: !encoded && bytes[0] === 0x1f && bytes[1] === 0x8b };
  }
  const stream = response.body.pipeThrough(new DecompressionStream("gzip"));
  return { bytes: new Uint8Array(await new Response(stream).arrayBuffer()), gzipped: false };
}

// Compiled from the response as it streams: the browser caches the machine
// code of a module compiled this way and skips compiling it at later starts.
async function compileWasm(url) {
  const response = await fetchOk(url);
  if (WebAssembly.compileStreaming && (response.headers.get("Content-Type") || "").startsWith("application/wasm")) {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

// A tar (ustar or GNU, as Python's tarfile writes it) into the file system.
function untar(FS, bytes, root) {
  const text = new TextDecoder();
  const field = (offset, length) => {
    let end = offset;
    while (end < offset + length && bytes[end] !== 0) end++;
    return text.decode(bytes.subarray(offset, end));
  };
  const made = new Set();
  const mkdirs = (dir) => {
    if (made.has(dir)) return;
    FS.mkdirTree(dir);
    made.add(dir);
  };
  let offset = 0;
  let longName = null;
  let files = 0;
  while (offset + 512 <= bytes.length) {
    if (bytes[offset] === 0) break;  // two zero blocks end the archive
    let name = field(offset, 100);
    const size = parseInt(field(offset + 124, 12).trim() || "0", 8);
    const type = String.fromCharCode(bytes[offset + 156] || 48);
    const prefix = field(offset + 257, 6).startsWith("ustar") ? field(offset + 345, 155) : "";
    const body = offset + 512;
    offset = body + Math.ceil(size / 512) * 512;
    if (type === "L") { longName = field(body, size); continue; }  // GNU long name of the next entry
    if (longName !== null) { name = longName; longName = null; } else if (prefix) { name = prefix + "/" + name; }
    if (name.split("/").some((part) => part === "..")) throw new Error(`archive entry outside the app: ${name}`);
    const path = root + "/" + name.replace(/^\.?\/+/, "");
    if (type === "5") { mkdirs(path.replace(/\/+$/, "")); continue; }
    if (type !== "0" && type !== "\0") continue;  // links and the like: none in the app archive
    mkdirs(path.slice(0, path.lastIndexOf("/")));
    FS.writeFile(path, bytes.subarray(body, body + size), { canOwn: false });
    files++;
  }
  return files;
}

// The linker takes a compiled module where it would take bytes; once its
// exports are "preloaded" under the library's path, Python's dlopen of that
// path links them instead of reading and compiling the file.
async function preloadDynlib(Module, path, compiled) {
  const flags = { loadAsync: true, nodelete: true, allowUndefined: true, global: false };
  const exports = await Module.loadWebAssemblyModule(compiled, flags, path, {});
  Module.preloadedWasm[path] = exports;
}

// How long the browser takes to compile and instantiate a module (Pyodide's
// own runtime goes through instantiateStreaming): the benchmark's breakdown.
for (const name of ["instantiateStreaming", "compileStreaming"]) {
  const original = WebAssembly[name];
  if (!original) continue;
  WebAssembly[name] = async function (...args) {
    const started = performance.now();
    try {
      return await original.apply(this, args);
    } finally {
      marks.wasm_ms = (marks.wasm_ms || 0) + (performance.now() - started);
    }
  };
}

async function boot(config) {
  progress("python");
  // Everything that waits on the network or the compiler starts now.
  const archive = fetchTar(config.archive);
  const dynlibs = config.dynlibs.map((lib) => ({ path: config.home + "/" + lib.path, compiled: compileWasm(lib.url) }));
  archive.catch(() => {});
  dynlibs.forEach((lib) => lib.compiled.catch(() => {}));
  const { loadPyodide } = await import(config.pyodide);
  const pyodide = await loadPyodide({
    indexURL: config.pyodideDir,
    stdLibURL: config.stdlib,
    env: Object.assign({ HOME: config.home }, config.env),
    stdout: (line) => console.log(line),
    stderr: (line) => console.warn(line),
  });
  progress("unpack");
  let fetched;
  try {
    fetched = await archive;
  } catch (error) {
    step = "download";  // the files never came: the network or the host, not the archive
    throw error;
  }
  const { bytes, gzipped } = fetched;
  let tar = bytes;
  if (gzipped) {  // no DecompressionStream in this browser: Python's zlib
    pyodide.FS.writeFile("/tmp/app.tar.gz", bytes);
    tar = pyodide.runPython("import gzip; gzip.decompress(open('/tmp/app.tar.gz', 'rb').read())").toJs();
  }
  marks.files = untar(pyodide.FS, tar, config.home);
  progress("link");
  const Module = pyodide._module;
  for (const lib of dynlibs) {
    try {
      await preloadDynlib(Module, lib.path, await lib.compiled);
    } catch (error) {  // the archive holds an empty file in its place: put the module there for Python's own dlopen
      console.warn(`${lib.path}: not linked ahead (${error})`);
      const response = await fetchOk(lib.url);
      pyodide.FS.writeFile(lib.path, new Uint8Array(await response.arrayBuffer()));
    }
  }
  progress("imports");
  pyodide.registerJsModule("flet_js", self.flet_js);
  self.flet_js.marks = marks;
  // The app calls this once its first screen is rendered: the page then
  // takes its start screen away (see boot.js).
  self.flet_js.shown = () => { mark("shown"); post({ type: "shown", marks }); };
  pyodide.globals.set("sk_main", config.main);
  await pyodide.runPythonAsync(`
import runpy, sys
sys.path.insert(0, "__pypackages__")
runpy.run_module(sk_main, run_name="__main__")
`);
  if (typeof self.flet_js.start_connection !== "function") throw new Error(`${config.main} did not start a Flet app`);
  progress("ready");
  self.__skPyodide = pyodide;  // for a benchmark's profiler (Playwright reaches a worker's globals)
  return pyodide;
}

async function connect({ args, documentUrl }) {
  await booted;
  step = "connect";
  self.flet_js.args = args;
  self.flet_js.documentUrl = documentUrl;
  await self.flet_js.start_connection((message) => {
    const bytes = message.toJs();
    self.postMessage(bytes, [bytes.buffer]);
  });
  mark("connected");
  for (const data of early.splice(0)) self.flet_js.send(data);
  post({ type: "connected", marks });
}
