// The static site's data folder in IndexedDB, for scorekeeper/web/browser.py
// (evaluated inside the Python worker; nothing here runs in the page).
//
// Pyodide's IDBFS keeps a mounted folder in an IndexedDB database named
// after the mount point, one entry per file or folder (key: its path;
// value: {timestamp, mode, contents}). Its FS.syncfs(false) brings that
// database up to date by listing and stat-ing every file on both sides, so
// a save cost more the more games were stored. Here the file system reports
// every change under the mount (Emscripten's FS.trackingDelegate: a file
// opened for writing or written, created, renamed, deleted; a folder made
// or removed), and persist() writes exactly those entries, in the same
// format, in one transaction. A folder renamed, or a store that failed,
// falls back to a whole syncfs once.
(() => {
  let changed = new Set();
  let whole = false;  // a change the tracker cannot follow entry by entry
  let mounted = null;
  const WRITE_FLAGS = 0o1 | 0o2 | 0o100 | 0o1000 | 0o2000;  // O_WRONLY O_RDWR O_CREAT O_TRUNC O_APPEND

  const absolute = (FS, path) => (path.startsWith("/") ? path : FS.cwd().replace(/\/$/, "") + "/" + path);
  const inside = (path) => mounted !== null && (path === mounted || path.startsWith(mounted + "/"));
  const note = (FS, path) => {
    const full = absolute(FS, String(path));
    if (inside(full)) changed.add(full);
  };

  function track(FS) {
    const delegate = FS.trackingDelegate;
    const chain = (name, fn) => {
      const before = delegate[name];
      delegate[name] = (...args) => {
        try { fn(...args); } finally { if (before) before(...args); }
      };
    };
    chain("onOpenFile", (path, flags) => { if (flags & WRITE_FLAGS) note(FS, path); });
    chain("onWriteToFile", (path) => note(FS, path));
    chain("onMakeDirectory", (path) => note(FS, path));
    chain("onDeletePath", (path) => note(FS, path));
    chain("onMakeSymlink", (_target, path) => note(FS, path));
    chain("onMovePath", (from, to) => {
      note(FS, from);
      note(FS, to);
      const full = absolute(FS, String(to));
      try {
        if (inside(full) && FS.isDir(FS.lstat(full).mode)) whole = true;  // its files moved with it
      } catch (_) {
        whole = true;
      }
    });
  }

  const syncfs = (FS, populate) =>
    new Promise((resolve, reject) => FS.syncfs(populate, (err) => (err ? reject(err) : resolve())));

  const database = (FS) =>
    new Promise((resolve, reject) => FS.filesystems.IDBFS.getDB(mounted, (err, db) => (err ? reject(err) : resolve(db))));

  const localEntry = (FS, path) =>
    new Promise((resolve, reject) => FS.filesystems.IDBFS.loadLocalEntry(path, (err, entry) => (err ? reject(err) : resolve(entry))));

  return {
    lock(name, patienceMs, waiting) {
      return new Promise((granted) => {
        if (!(self.navigator && navigator.locks && navigator.locks.request)) {
          granted(false);  // no Web Locks (not a secure context): see README
          return;
        }
        const timer = setTimeout(() => waiting(), patienceMs);
        navigator.locks.request(name, () => {
          clearTimeout(timer);
          granted(true);
          return new Promise(() => {});  // held until this worker ends
        });
      });
    },
    // IndexedDB commits "relaxed" by default in Chromium: acknowledged before
    // it reaches the disk. The server version fsyncs; ask for the same.
    strictTransactions() {
      const proto = self.IDBDatabase && IDBDatabase.prototype;
      if (!proto || proto.transaction.__scorekeeperStrict) return;
      const original = proto.transaction;
      const strict = function (stores, mode, options) {
        if (mode === "readwrite") options = Object.assign({ durability: "strict" }, options || {});
        return original.call(this, stores, mode, options);
      };
      strict.__scorekeeperStrict = true;
      proto.transaction = strict;
    },
    async mount(FS, path) {
      FS.mkdirTree(path);
      FS.mount(FS.filesystems.IDBFS, {}, path);
      await syncfs(FS, true);
      this.watch(FS, path);
    },
    // From here on every change under `path` is noted for the next persist().
    watch(FS, path) {
      if (mounted === null) track(FS);
      mounted = path;
    },
    // What changed since the last call, stored; resolves once IndexedDB has
    // committed it. {entries, removed, whole} say what was done.
    async persist(FS) {
      const paths = [...changed].sort();  // a folder before what is in it
      const wasWhole = whole;
      changed = new Set();
      whole = false;
      try {
        if (wasWhole) {
          await syncfs(FS, false);
          return { entries: 0, removed: 0, whole: true };
        }
        if (!paths.length) return { entries: 0, removed: 0, whole: false };
        const present = [];
        const gone = [];
        for (const path of paths) (FS.analyzePath(path).exists ? present : gone).push(path);
        const entries = await Promise.all(present.map((path) => localEntry(FS, path)));
        const db = await database(FS);
        await new Promise((resolve, reject) => {
          const transaction = db.transaction([FS.filesystems.IDBFS.DB_STORE_NAME], "readwrite");
          const store = transaction.objectStore(FS.filesystems.IDBFS.DB_STORE_NAME);
          transaction.oncomplete = () => resolve();
          transaction.onerror = transaction.onabort = (event) => reject(event.target.error || new Error("IndexedDB refused the change"));
          present.forEach((path, i) => store.put(entries[i], path));
          gone.forEach((path) => store.delete(path));
        });
        return { entries: present.length, removed: gone.length, whole: false };
      } catch (error) {
        whole = true;  // the next save stores everything not yet stored
        throw error;
      }
    },
    pending() {
      return changed.size + (whole ? 1 : 0);
    },
  };
})()
