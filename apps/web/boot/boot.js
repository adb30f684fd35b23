// The first-screen boot script (first-screen-boot.ts fills in the data, minifies it for ES2017 and writes it inline
// into index.html's head, before the entry's tag). It runs while the entry downloads: from the hash route and the stored
// session it preloads the route's own chunks, their stylesheets and its texts in the stored language, and sends
// the route's first API calls (as one request, POST /api/first-screen), so none of them waits for the entry to run
// first. The app picks each answer up in src/lib/early-requests.ts, building the same key. Not bundled: no imports.
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
      const file = d.files[n];
      if (file.endsWith('.css')) {
        // Fetched, not applied: Vite applies it after the shell's stylesheet when the page's chunk is imported,
        // so the cascade is the same whichever page is opened first.
        link.rel = 'preload';
        link.as = 'style';
      } else {
        link.rel = 'modulepreload';
      }
      // As Vite's own links ask (anonymous CORS): a preload asked otherwise is not used and the file comes twice.
      link.crossOrigin = '';
      link.href = d.base + file;
      document.head.appendChild(link);
    };
    for (const n of d.texts[lang] || []) preload(n);
    for (const n of screen?.files || []) preload(n);
    for (const n of screen?.texts[lang] || []) preload(n);

    const early = {};
    window.__early = early;
    /** Per path sent, a promise of its answer's `message` (read from a copy: the app reads the original). */
    const sent = {};
    const headers = { Accept: 'application/json' };
    if (token) headers.Authorization = token;
    // A call's data with the route's symbol, the stored fiat and a picked pair filled in; none when one is missing.
    const dataOf = (r, pair) => {
      if (r.auth && !token) return;
      const named = { $symbol: query.get('symbol'), $fiat: fiat, $pair: pair };
      const data = {};
      for (const [k, given] of Object.entries(r.data || {})) {
        const v = given in named ? named[given] : given;
        if (v === null || v === undefined || v === '') return;
        data[k] = v;
      }
      return data;
    };
    // What goes on the wire for a call: its data, the language and a cache-busting time, as the app sends them.
    const stamped = (data) => ({ ...data, lang, timestamp: Date.now() });
    // One call on its own, as the app would send it.
    const alone = (r, data) => {
      const body = stamped(data);
      const init = { method: r.method, headers: { ...headers } };
      let url = d.api + r.path;
      if (r.method === 'GET') url += `?${new URLSearchParams(body)}`;
      else {
        init.headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(body);
      }
      return fetch(url, init);
    };
    // The calls as one request (POST /api/first-screen), each answer handed out as its own response; should that
    // request fail, each call goes out on its own.
    const send = (calls) => {
      const all =
        calls.length > 1
          ? fetch(`${d.api}/first-screen`, {
              method: 'POST',
              headers: { ...headers, 'Content-Type': 'application/json' },
              body: JSON.stringify({
                calls: calls.map(({ r, data }) => ({
                  method: r.method,
                  path: r.path,
                  data: stamped(data),
                })),
              }),
            })
              .then((res) => res.json())
              .then((j) => {
                if (j.type !== 'ok' || j.message?.length !== calls.length) throw new Error('first-screen');
                return j.message;
              })
          : null;
      calls.forEach(({ r, data }, i) => {
        const answer = !all
          ? alone(r, data)
          : all.then(
              (answers) =>
                new Response(JSON.stringify(answers[i].body), {
                  status: answers[i].status,
                  headers: { 'Content-Type': 'application/json' },
                }),
              () => alone(r, data),
            );
        // A failure is the app's to see when it asks for the answer; until then it must not surface as unhandled.
        answer.catch(() => {});
        early[`${r.method} ${r.path} ${JSON.stringify({ ...data, lang })} ${token}`] = { at: Date.now(), answer };
        // Copied here, synchronously: this reaction runs before any the app adds when it takes the answer.
        sent[r.path] = answer.then((res) => (res.ok ? res.clone().json() : {})).then((j) => j.message);
        sent[r.path].catch(() => {});
      });
    };
    const ready = (list, pair) => list.map((r) => ({ r, data: dataOf(r, pair) })).filter((c) => c.data);

    const requests = [...d.requests, ...(screen?.requests || [])];
    send(ready(requests.filter((r) => !r.after)));
    // The trade screen's pair, picked as the page picks it: the route's, else the first zero-fee pair, else the
    // first. Its calls go out with the list, not once the page's chunks have run.
    const chained = requests.filter((r) => r.after && sent[r.after]);
    for (const from of new Set(chained.map((r) => r.after))) {
      sent[from]
        .then((list) => {
          const wanted = (query.get('symbol') || '').trim().toUpperCase();
          const all = Array.isArray(list) ? list : [];
          const pair = all.find((p) => p.symbol === wanted) || all.find((p) => p.zero_fee) || all[0];
          if (pair)
            send(
              ready(
                chained.filter((r) => r.after === from),
                pair.symbol,
              ),
            );
        })
        .catch(() => {});
    }
    // The screen's largest picture (home's first banner) is asked for with its list, not once the app has drawn it.
    for (const r of requests) {
      if (!r.image || !sent[r.path]) continue;
      sent[r.path]
        .then((list) => {
          const src = Array.isArray(list) ? list[0]?.[r.image] : '';
          if (typeof src !== 'string' || !src) return;
          const link = document.createElement('link');
          link.rel = 'preload';
          link.as = 'image';
          link.href = src;
          link.fetchPriority = 'high';
          document.head.appendChild(link);
        })
        .catch(() => {});
    }
  } catch {
    // The boot script only saves time: whatever it could not do, the app does when it runs.
  }
})(__FIRST_SCREENS__);
