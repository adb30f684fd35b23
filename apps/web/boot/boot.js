// The first-screen boot script (first-screen-boot.ts fills in the data, minifies it for ES2017 and loads it from
// index.html's head, after the entry's tag). It runs while the entry downloads: from the hash route and the stored
// session it preloads the route's own chunks and its texts in the stored language, and starts the route's first
// API calls, so none of them waits for the entry to run first. The app picks the answers up in
// src/lib/early-requests.ts, building the same key. Not bundled: no imports.
((d) => {
  try {
    const hash = location.hash.replace(/^#/, '');
    const at = hash.indexOf('?');
    let path = (at < 0 ? hash : hash.slice(0, at)).replace(/\.vue$/, '') || '/';
    if (!path.startsWith('/')) path = `/${path}`;
    const query = new URLSearchParams(at < 0 ? '' : hash.slice(at + 1));
    let state = {};
    try {
      state = JSON.parse(localStorage.getItem('session') || '{}').state || {};
    } catch {}
    // Storage older than the app's version is cleared at start-up (src/stores/boot.ts): it is no one's session.
    if (!(Number(localStorage.getItem('web_version')) >= d.version)) state = {};
    const lang = d.langs.includes(state.lang) ? state.lang : d.langs[0];
    const token = typeof state.token === 'string' ? state.token : '';
    const fiat = state.fiat?.currency_code;
    const screen = d.screens[d.routes[path]];

    // The shell's texts and a screen's can be one file (vite.config.ts `texts-first-<lang>`): one link each.
    const preloaded = new Set();
    const preload = (n) => {
      if (preloaded.has(n)) return;
      preloaded.add(n);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = d.base + d.files[n];
      document.head.appendChild(link);
    };
    for (const n of d.texts[lang] || []) preload(n);
    for (const n of screen?.files || []) preload(n);
    for (const n of screen?.texts[lang] || []) preload(n);

    const early = {};
    window.__early = early;
    for (const r of [...d.requests, ...(screen?.requests || [])]) {
      if (r.auth && !token) continue;
      const data = {};
      let complete = true;
      for (const [k, given] of Object.entries(r.data || {})) {
        const v = given === '$symbol' ? query.get('symbol') : given === '$fiat' ? fiat : given;
        if (v === null || v === undefined || v === '') complete = false;
        data[k] = v;
      }
      if (!complete) continue;
      const key = `${r.method} ${r.path} ${JSON.stringify({ ...data, lang })} ${token}`;
      const sent = { ...data, lang, timestamp: Date.now() };
      const headers = { Accept: 'application/json' };
      if (token) headers.Authorization = token;
      const init = { method: r.method, headers };
      let url = d.api + r.path;
      if (r.method === 'GET') url += `?${new URLSearchParams(sent)}`;
      else {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(sent);
      }
      const answer = fetch(url, init);
      // A failure is the app's to see when it asks for the answer; until then it must not surface as unhandled.
      answer.catch(() => {});
      early[key] = { at: Date.now(), answer };
    }
  } catch {
    // The boot script only saves time: whatever it could not do, the app does when it runs.
  }
})(__FIRST_SCREENS__);
