(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("replay-data").textContent);
  var COLORS = ["#14171c", "#31c7ef", "#3b5bd6", "#ef7921", "#f7d308", "#42b642", "#ad4d9c",
                "#ef2029", "#8a8f98"];
  var PIECES = "IJLOSTZ";
  var NORTH = { I: [-1, 0, 0, 0, 1, 0, 2, 0], J: [-1, 0, 0, 0, 1, 0, -1, 1],
                L: [-1, 0, 0, 0, 1, 0, 1, 1], O: [0, 0, 1, 0, 0, 1, 1, 1],
                S: [-1, 0, 0, 0, 0, 1, 1, 1], T: [-1, 0, 0, 0, 1, 0, 0, 1],
                Z: [-1, 1, 0, 1, 0, 0, 1, 0] };
  var TURNS = { "0": 0, "R": 1, "2": 2, "L": 3 };
  var PLACEMENT = /^(h?)([IJLOSTZ])([0R2L])(-?[0-9]+),(-?[0-9]+)([mf]?)$/;
  var GARBAGE = /^g([0-9]+)$/;
  var CELL = 18;

  function cells(piece, turns) {
    var base = NORTH[piece], out = [];
    for (var c = 0; c < 4; c++) {
      var x = base[2 * c], y = base[2 * c + 1];
      for (var t = 0; t < turns; t++) { var nx = y; y = -x; x = nx; }
      out.push([x, y]);
    }
    return out;
  }

  /* One line for what the bot said about a move (TBP's move_info): nodes, nps, depth and its note. */
  function moveInfoText(info) {
    if (!info) { return "no move info for this move"; }
    var parts = [];
    if (info.nodes !== undefined) { parts.push("nodes " + info.nodes.toLocaleString("en-US")); }
    if (info.nps !== undefined) { parts.push("nps " + Math.round(info.nps).toLocaleString("en-US")); }
    if (info.depth !== undefined) { parts.push("depth " + info.depth); }
    if (info.extra !== undefined) { parts.push(info.extra); }
    return "bot: " + (parts.length ? parts.join(" \u00b7 ") : "empty move info");
  }

  /* Replays a move list: one frame per token, each with the whole board, hold, next pieces and score
     (game.scores, or 0 throughout when game.scoring is "none"), and after a placement the bot's move info
     for it (game.moveInfo, by placement) or null. */
  function simulate(game, width, height, preview, rules) {
    var moves = game.moves, queue = game.queue || "", scores = game.scores || [];
    var noPoints = game.scoring === "none";
    var infos = game.moveInfo || [];
    var current = queue.charAt(0) || null, held = null, dealt = 1;
    function pieceState(frame, i) {
      frame.current = current; frame.hold = held;
      frame.next = queue ? queue.substr(dealt, preview) : null;
      frame.score = i === 0 || noPoints ? 0 : (scores.length >= i ? scores[i - 1] : null);
      return frame;
    }
    var board = new Uint8Array(width * height);
    var frames = [pieceState({ board: board.slice(), last: [], text: "start", pieces: 0, lines: 0,
                               garbage: 0, info: null }, 0)];
    var tokens = moves.trim() === "" ? [] : moves.trim().split(/ +/);
    var pieces = 0, lines = 0, garbage = 0, error = null;
    for (var i = 0; i < tokens.length; i++) {
      var token = tokens[i], m = PLACEMENT.exec(token), g = GARBAGE.exec(token), last = [], text, info = null;
      if (m) {
        if (queue) {
          if (m[1]) {
            if (held === null) { held = current; current = queue.charAt(dealt++); }
            else { var swap = held; held = current; current = swap; }
          }
          current = queue.charAt(dealt++);
        }
        var code = PIECES.indexOf(m[2]) + 1, ox = parseInt(m[4], 10), oy = parseInt(m[5], 10);
        cells(m[2], TURNS[m[3]]).forEach(function (d) {
          var x = ox + d[0], y = oy + d[1];
          if (x >= 0 && x < width && y >= 0 && y < height) {
            board[y * width + x] = code;
            last.push([x, y]);
          }
        });
        info = infos[pieces] || null;
        pieces++;
        var cleared = [], write = 0;
        /* The research rule ends the game before a piece reaching the hidden rows clears anything. */
        var stops = !!rules && rules.topOut === "PIECE_ABOVE_VISIBLE" &&
            last.some(function (c) { return c[1] >= rules.visibleHeight; });
        for (var y = 0; y < height; y++) {
          var full = !stops;
          for (var x = 0; x < width && full; x++) { if (!board[y * width + x]) { full = false; } }
          if (full) { cleared.push(y); continue; }
          if (write !== y) { board.copyWithin(write * width, y * width, (y + 1) * width); }
          write++;
        }
        board.fill(0, write * width);
        lines += cleared.length;
        last = last.filter(function (c) { return cleared.indexOf(c[1]) < 0; }).map(function (c) {
          return [c[0], c[1] - cleared.filter(function (r) { return r < c[1]; }).length];
        });
        text = (m[1] ? "hold, " : "") + m[2] + " " + m[3] + " at (" + ox + ", " + oy + ")" +
            (m[6] === "f" ? ", T-spin" : m[6] === "m" ? ", T-spin mini" : "") +
            (cleared.length ? ", " + cleared.length + (cleared.length === 1 ? " line" : " lines") : "");
      } else if (g && parseInt(g[1], 10) < width) {
        board.copyWithin(width, 0, (height - 1) * width);
        for (var gx = 0; gx < width; gx++) { board[gx] = gx === parseInt(g[1], 10) ? 0 : 8; }
        garbage++;
        text = "garbage row, hole in column " + g[1];
      } else {
        error = "move " + (i + 1) + " cannot be read: " + token;
        break;
      }
      frames.push(pieceState({ board: board.slice(), last: last, text: text, pieces: pieces, lines: lines,
                               garbage: garbage, info: info }, i + 1));
    }
    return { frames: frames, error: error };
  }

  function viewer(root, event) {
    var select = root.querySelector("select.game"), canvas = root.querySelector("canvas");
    var slider = root.querySelector("input[type=range]"), info = root.querySelector(".info");
    var detail = root.querySelector(".detail"), errorBox = root.querySelector(".error");
    var hud = root.querySelector(".hud"), moveInfo = null, game = null;
    var playButton = root.querySelector("[data-act=play]"), speed = root.querySelector("select.speed");
    var width = event.width, height = event.height, rows = Math.min(height, event.visibleHeight + 2);
    var ctx = canvas.getContext("2d"), run = null, index = 0, timer = null;
    canvas.width = width * CELL; canvas.height = rows * CELL;
    event.games.forEach(function (game, i) { select.add(new Option(game.label, String(i))); });

    function draw() {
      var frame = run.frames[index];
      ctx.fillStyle = COLORS[0]; ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.strokeStyle = "#232830"; ctx.lineWidth = 1;
      for (var gx = 1; gx < width; gx++) {
        ctx.beginPath();
        ctx.moveTo(gx * CELL + 0.5, 0);
        ctx.lineTo(gx * CELL + 0.5, canvas.height);
        ctx.stroke();
      }
      for (var y = 0; y < rows; y++) {
        for (var x = 0; x < width; x++) {
          var v = frame.board[y * width + x];
          if (v) {
            ctx.fillStyle = COLORS[v];
            ctx.fillRect(x * CELL + 1, (rows - 1 - y) * CELL + 1, CELL - 2, CELL - 2);
          }
        }
      }
      ctx.strokeStyle = "#ffffff"; ctx.lineWidth = 2;
      frame.last.forEach(function (c) {
        if (c[1] < rows) {
          ctx.strokeRect(c[0] * CELL + 2, (rows - 1 - c[1]) * CELL + 2, CELL - 4, CELL - 4);
        }
      });
      var top = (rows - event.visibleHeight) * CELL + 0.5;
      ctx.strokeStyle = "#d04a4a"; ctx.setLineDash([4, 4]); ctx.lineWidth = 1;
      ctx.beginPath(); ctx.moveTo(0, top); ctx.lineTo(canvas.width, top); ctx.stroke(); ctx.setLineDash([]);
      slider.value = String(index);
      hud.textContent = "";
      function chip(label, letters) {
        hud.appendChild(document.createTextNode(label));
        (letters || "-").split("").forEach(function (p) {
          var b = document.createElement("b");
          b.textContent = p;
          if (PIECES.indexOf(p) >= 0) { b.style.background = COLORS[PIECES.indexOf(p) + 1]; }
          hud.appendChild(b);
        });
        hud.appendChild(document.createTextNode("  "));
      }
      if (frame.next !== null) {
        if (event.hold) { chip("hold ", frame.hold || "-"); }
        chip("now ", frame.current || "-");
        if (event.preview > 0) { chip("next ", frame.next || "-"); }
      }
      hud.appendChild(document.createTextNode("score " + (frame.score === null ? "?" :
          frame.score.toLocaleString("en-US"))));
      var dot = " \u00b7 ";
      info.textContent = "move " + index + " / " + (run.frames.length - 1) + dot +
          "pieces " + frame.pieces + dot + "lines " + frame.lines + dot + "garbage rows " + frame.garbage + dot + frame.text;
      if (game.moveInfo) {
        var placed = index > 0 && frame.pieces > run.frames[index - 1].pieces;
        moveInfo.textContent = placed ? moveInfoText(frame.info) : "bot: \u2014";
      }
    }

    function stop() {
      if (timer !== null) { clearInterval(timer); timer = null; }
      playButton.textContent = "\u25b6 play";
    }

    function go(to) { index = Math.max(0, Math.min(run.frames.length - 1, to)); draw(); }

    function load() {
      stop();
      game = event.games[parseInt(select.value, 10)];
      run = simulate(game, width, height, event.preview || 0, event);
      if (game.moveInfo && moveInfo === null) {
        moveInfo = document.createElement("div");
        moveInfo.className = "info moveinfo";
        info.parentNode.insertBefore(moveInfo, info.nextSibling);
      }
      if (moveInfo !== null) { moveInfo.style.display = game.moveInfo ? "" : "none"; }
      detail.textContent = game.detail;
      errorBox.textContent = run.error || "";
      slider.max = String(run.frames.length - 1);
      go(0);
    }

    function play() {
      if (timer !== null) { stop(); return; }
      if (index >= run.frames.length - 1) { go(0); }
      playButton.textContent = "\u275a\u275a pause";
      timer = setInterval(function () {
        if (index >= run.frames.length - 1) { stop(); return; }
        go(index + 1);
      }, 1000 / parseFloat(speed.value));
    }

    root.querySelector("[data-act=first]").onclick = function () { stop(); go(0); };
    root.querySelector("[data-act=back]").onclick = function () { stop(); go(index - 1); };
    root.querySelector("[data-act=step]").onclick = function () { stop(); go(index + 1); };
    root.querySelector("[data-act=last]").onclick = function () { stop(); go(run.frames.length - 1); };
    playButton.onclick = play;
    speed.onchange = function () { if (timer !== null) { stop(); play(); } };
    slider.oninput = function () { stop(); go(parseInt(slider.value, 10)); };
    select.onchange = load;
    if (event.games.length) { load(); } else { info.textContent = "no games to replay"; }
  }

  /* A cell's sort key: its leading number (ranks, means, intervals, duels, percents), else its text. */
  function key(cell) {
    var text = cell.textContent.trim(), m = /^[\[(]?\s*([+\-−]?[0-9][0-9,]*(\.[0-9]+)?)/.exec(text);
    if (m) { return { n: parseFloat(m[1].replace(/,/g, "").replace("−", "-")) }; }
    return { t: text.toLowerCase(), missing: text === "" || text === "—" || text === "–" };
  }

  function compare(a, b) {
    if (a.n !== undefined && b.n !== undefined) { return a.n - b.n; }
    if (a.n !== undefined) { return -1; }
    if (b.n !== undefined) { return 1; }
    if (a.missing !== b.missing) { return a.missing ? 1 : -1; }
    return a.t < b.t ? -1 : a.t > b.t ? 1 : 0;
  }

  document.querySelectorAll("table.sortable").forEach(function (table) {
    var head = table.rows[0];
    Array.prototype.forEach.call(head.cells, function (th, column) {
      th.title = "sort by " + th.textContent;
      th.onclick = function () {
        var ascending = th.getAttribute("aria-sort") !== "ascending";
        Array.prototype.forEach.call(head.cells, function (other) { other.removeAttribute("aria-sort"); });
        th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
        var rows = Array.prototype.slice.call(table.rows, 1).map(function (row, i) {
          return { row: row, key: key(row.cells[column]), i: i };
        });
        rows.sort(function (a, b) {
          var c = compare(a.key, b.key);
          if (a.key.missing || b.key.missing) { return c || a.i - b.i; }
          return (ascending ? c : -c) || a.i - b.i;
        });
        rows.forEach(function (r) { r.row.parentNode.appendChild(r.row); });
      };
    });
  });

  document.querySelectorAll("input.filter").forEach(function (input) {
    var table = input.parentNode.nextElementSibling.querySelector("table");
    var head = table.rows[0], column = 0;
    Array.prototype.forEach.call(head.cells, function (th, i) { if (th.textContent === "bot") { column = i; } });
    input.oninput = function () {
      var q = input.value.trim().toLowerCase();
      Array.prototype.slice.call(table.rows, 1).forEach(function (row) {
        row.style.display = row.cells[column].textContent.toLowerCase().indexOf(q) >= 0 ? "" : "none";
      });
    };
  });

  window.TetrisArenaReplay = { simulate: simulate, moveInfoText: moveInfoText, colors: COLORS, cell: CELL,
                               viewer: viewer };
  document.querySelectorAll(".replay").forEach(function (root) {
    viewer(root, data.events[parseInt(root.getAttribute("data-event"), 10)]);
  });
})();
