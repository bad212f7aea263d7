(function () {
  'use strict';
  // "Which serializer for me?": ranks the embedded figures exactly as `serbench recommend` (Recommender.cs) does:
  // the same constraints (their verdicts come precomputed per row), coverage, budget, weights and order.
  var form = document.getElementById('recommend-form');
  var source = document.getElementById('recommend-data');
  if (!form || !source) { return; }
  var data = JSON.parse(source.textContent);

  function ratio(r) {
    if (r < 10) { return r.toFixed(2); }
    if (r < 100) { return r.toFixed(1); }
    return Math.round(r).toLocaleString('en-US');
  }

  function three(v) {
    var a = Math.abs(v);
    return a < 10 ? v.toFixed(2) : a < 100 ? v.toFixed(1) : Math.round(v).toLocaleString('en-US');
  }

  function bytes(b) {
    if (Math.abs(b) < 10000) { return Math.round(b).toLocaleString('en-US') + ' B'; }
    if (Math.abs(b) < 1024 * 1024) { return three(b / 1024) + ' KiB'; }
    if (Math.abs(b) < 1024 * 1024 * 1024) { return three(b / (1024 * 1024)) + ' MiB'; }
    return three(b / (1024 * 1024 * 1024)) + ' GiB';
  }

  function readQuery() {
    var q = { require: [], payloads: [], weights: {}, budget: null };
    form.querySelectorAll('input[data-require]').forEach(function (i) { if (i.checked) { q.require.push(i.getAttribute('data-require')); } });
    form.querySelectorAll('input[data-payload]').forEach(function (i) { if (i.checked) { q.payloads.push(i.getAttribute('data-payload')); } });
    form.querySelectorAll('input[data-weight]').forEach(function (i) {
      var w = parseFloat(i.value);
      q.weights[i.getAttribute('data-weight')] = isNaN(w) || w < 0 ? 0 : w;
    });
    var budget = parseFloat(document.getElementById('recommend-budget').value);
    q.budget = isNaN(budget) ? null : budget;
    return q;
  }

  function opWeight(q, o) { return o in q.weights ? q.weights[o] : (data.defaultWeights[o] || 0); }
  function payloadWeight(q, p) { return p in q.weights ? q.weights[p] : 1; }
  function cellOf(row, p, o) { return row.cells.find(function (c) { return c.p === p && c.o === o; }) || null; }

  function recommend(q) {
    var ops = data.operations.filter(function (o) { return opWeight(q, o) > 0; });
    var payloads = q.payloads.filter(function (p) { return payloadWeight(q, p) > 0; });
    var ranked = [];
    var excluded = [];
    data.rows.forEach(function (row) {
      var reasons = q.require.map(function (id) { return row.fails[id]; }).filter(function (r) { return r; });
      var cells = [];
      var notTaken = [];
      payloads.forEach(function (p) {
        var missing = [];
        ops.forEach(function (o) {
          var c = cellOf(row, p, o);
          if (!c || c.s !== 'ok' || !(c.r > 0)) { missing.push(o); return; }
          cells.push({ c: c, w: opWeight(q, o) * payloadWeight(q, p) });
        });
        if (missing.length === 0) { return; }
        var first = row.cells.find(function (c) { return c.p === p && missing.indexOf(c.o) >= 0; });
        if (first && first.s === 'not-run') { notTaken.push(first); }
        else if (first && first.s === 'failed') { reasons.push('failed its round trip on ' + p + ' (' + missing.join(', ') + '): ' + first.why); }
        else { reasons.push('no figure for ' + p + ' (' + missing.join(', ') + ') in this run'); }
      });
      if (notTaken.length === 1) { reasons.push('does not take ' + notTaken[0].p + ': ' + notTaken[0].why); }
      if (notTaken.length > 1) {
        reasons.push('does not take ' + notTaken.map(function (c) { return c.p; }).join(', ') + ' (' + notTaken[0].p + ': ' + notTaken[0].why + ')');
      }
      if (q.budget !== null) {
        var over = null;
        cells.forEach(function (x) { if (x.c.a !== null && x.c.a > q.budget && (over === null || x.c.a > over.a)) { over = x.c; } });
        if (over) { reasons.push('allocates up to ' + bytes(over.a) + ' per operation (' + over.p + ' ' + over.o + '), above the budget of ' + bytes(q.budget)); }
      }
      var total = cells.reduce(function (s, x) { return s + x.w; }, 0);
      if (reasons.length > 0 || cells.length === 0 || total <= 0) {
        excluded.push({ row: row, reasons: reasons.length > 0 ? reasons : ['no figure carries any weight for the chosen payloads and operations'] });
        return;
      }
      var score = Math.exp(cells.reduce(function (s, x) { return s + x.w * Math.log(x.c.r); }, 0) / total);
      ranked.push({ row: row, score: score, cells: cells.map(function (x) { return x.c; }) });
    });
    function rounded(s) { return Math.round(s * 1e6) / 1e6; }
    ranked.sort(function (a, b) { return rounded(a.score) - rounded(b.score) || (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0); });
    return { ranked: ranked, excluded: excluded };
  }

  function why(entry, q) {
    var cells = entry.cells;
    var best = cells.filter(function (c) { return c.b; }).length;
    var parts = [ratio(entry.score) + '\u00d7 ' + data.than + ' on average over ' + cells.length + ' cells; ' + data.best + ' or tied on ' + best];
    var seen = {};
    var logs = [];
    cells.forEach(function (c) { if (c.z > 0 && !seen[c.p]) { seen[c.p] = true; logs.push(Math.log(c.z)); } });
    if (logs.length) { parts.push('size ' + ratio(Math.exp(logs.reduce(function (s, v) { return s + v; }, 0) / logs.length)) + '\u00d7 the smallest on average'); }
    var alloc = cells.reduce(function (m, c) { return c.a !== null && (m === null || c.a > m) ? c.a : m; }, null);
    if (alloc !== null) { parts.push('allocates at most ' + bytes(alloc) + ' per operation'); }
    q.require.forEach(function (id) { parts.push(id + ': ' + entry.row.meets[id]); });
    return parts.join('; ');
  }

  function element(tag, text, attributes) {
    var e = document.createElement(tag);
    if (text !== null) { e.textContent = text; }
    Object.keys(attributes || {}).forEach(function (k) { e.setAttribute(k, attributes[k]); });
    return e;
  }

  function command(q) {
    var parts = ['serbench recommend DIR'];
    if (q.require.length) { parts.push('--require ' + q.require.join(',')); }
    if (q.payloads.length !== data.payloads.length) { parts.push('--payloads ' + q.payloads.join(',')); }
    var weights = data.operations.concat(data.payloads).filter(function (k) {
      return k in q.weights;
    }).filter(function (k) {
      var standard = data.operations.indexOf(k) >= 0 ? (data.defaultWeights[k] || 0) : 1;
      return q.weights[k] !== standard;
    }).map(function (k) { return k + '=' + q.weights[k]; });
    if (weights.length) { parts.push('--weights ' + weights.join(',')); }
    if (q.budget !== null) { parts.push('--max-allocated ' + q.budget); }
    return parts.join(' ');
  }

  function render() {
    var q = readQuery();
    var answer = recommend(q);
    var host = document.getElementById('recommend-answer');
    host.textContent = '';
    var list = element('ol', null, { id: 'recommend-ranked' });
    answer.ranked.forEach(function (entry) {
      var li = element('li', null, { 'data-id': entry.row.id, 'data-score': String(entry.score) });
      li.appendChild(element('b', entry.row.id + ' ' + ratio(entry.score) + '\u00d7', null));
      li.appendChild(document.createTextNode(' \u2014 ' + entry.row.name + ': ' + why(entry, q)));
      list.appendChild(li);
    });
    host.appendChild(list);
    if (answer.ranked.length === 0) {
      host.appendChild(element('p', 'No serializer of this run meets every constraint; see why below.', { 'class': 'banner' }));
    }
    var details = element('details', null, { id: 'recommend-excluded' });
    if (answer.ranked.length === 0) { details.open = true; }
    details.appendChild(element('summary', 'Excluded (' + answer.excluded.length + ')', null));
    var ul = element('ul', null, null);
    answer.excluded.forEach(function (x) {
      var li = element('li', null, { 'data-id': x.row.id });
      li.appendChild(element('b', x.row.id, null));
      li.appendChild(document.createTextNode(': ' + x.reasons.join('; ')));
      ul.appendChild(li);
    });
    details.appendChild(ul);
    host.appendChild(details);
    document.getElementById('recommend-command').textContent = command(q);
  }

  form.addEventListener('change', render);
  form.addEventListener('input', render);
  form.addEventListener('submit', function (event) { event.preventDefault(); });
  render();
})();
