(function () {
  'use strict';
  // Sorts a table body by the clicked header: numbers by data-sort, text by content; empty values stay last.
  function sortKey(cell, numeric) {
    if (!cell) { return null; }
    if (numeric) {
      var raw = cell.getAttribute('data-sort');
      if (raw === null || raw === '') { return null; }
      var value = parseFloat(raw);
      return isNaN(value) ? null : value;
    }
    var text = cell.textContent.trim().toLowerCase();
    return text === '' || text === '\u2013' ? null : text;
  }

  function sortBy(th) {
    var table = th.closest('table');
    var body = table && table.tBodies[0];
    if (!body) { return; }
    var index = Array.prototype.indexOf.call(th.parentNode.children, th);
    var numeric = th.getAttribute('data-type') === 'num';
    var direction = th.getAttribute('aria-sort') === 'ascending' ? -1 : 1;
    var rows = Array.prototype.slice.call(body.rows);
    rows.forEach(function (row, i) { if (!row.hasAttribute('data-i')) { row.setAttribute('data-i', String(i)); } });
    rows.sort(function (a, b) {
      var ka = sortKey(a.cells[index], numeric);
      var kb = sortKey(b.cells[index], numeric);
      if (ka === null && kb === null) { return Number(a.getAttribute('data-i')) - Number(b.getAttribute('data-i')); }
      if (ka === null) { return 1; }
      if (kb === null) { return -1; }
      var order = numeric ? ka - kb : ka.localeCompare(kb);
      return order !== 0 ? order * direction : Number(a.getAttribute('data-i')) - Number(b.getAttribute('data-i'));
    });
    rows.forEach(function (row) { body.appendChild(row); });
    Array.prototype.forEach.call(th.parentNode.children, function (h) { h.setAttribute('aria-sort', 'none'); });
    th.setAttribute('aria-sort', direction === 1 ? 'ascending' : 'descending');
  }

  document.addEventListener('click', function (event) {
    var th = event.target.closest && event.target.closest('table.sortable th');
    if (th) { sortBy(th); }
  });
  document.addEventListener('keydown', function (event) {
    var th = event.target.closest && event.target.closest('table.sortable th');
    if (th && (event.key === 'Enter' || event.key === ' ')) { event.preventDefault(); sortBy(th); }
  });

  // The summary shows one operation at a time; the radio buttons pick which.
  document.addEventListener('change', function (event) {
    var input = event.target;
    if (input && input.name === 'summary-op') {
      Array.prototype.forEach.call(document.querySelectorAll('.summary-grid'), function (grid) {
        grid.hidden = grid.getAttribute('data-op') !== input.value;
      });
    }
  });

  var toggle = document.getElementById('show-columns');
  if (toggle) {
    toggle.addEventListener('change', function () { document.body.classList.toggle('all-columns', toggle.checked); });
  }
})();
