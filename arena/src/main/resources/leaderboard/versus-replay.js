(function () {
  "use strict";
  var lib = null; // the solo viewer's script, which the page may load after this one

  /* The frame of each turn: the last frame with that many pieces placed. */
  function byTurn(frames) {
    var out = [];
    frames.forEach(function (f, i) { out[f.pieces] = i; });
    return out;
  }

  /*
   * A side-by-side viewer in root (a .versus-replay block) over data = { width, height, visibleHeight,
   * games: [{ label, sides: [{ bot, moves, incoming }] }] }. A game listed without its sides is fetched
   * with fetchGame(index, done) when chosen. Turn t shows each board after its t-th piece, the garbage that
   * rose after it, and, right of each board, the meter of garbage lines still waiting for that side.
   */
  function viewer(root, data, fetchGame) {
    lib = window.TetrisArenaReplay;
    var select = root.querySelector("select.game"), slider = root.querySelector("input[type=range]");
    var info = root.querySelector(".info"), canvases = root.querySelectorAll("canvas");
    var names = root.querySelectorAll(".who"), playButton = root.querySelector("[data-act=play]");
    var width = data.width, rows = Math.min(data.height, data.visibleHeight + 2), cell = lib.cell;
    var runs = [], turns = 0, turn = 0, timer = null;
    data.games.forEach(function (g, i) { select.add(new Option(g.label, String(i))); });
    canvases.forEach(function (c) { c.width = (width + 1) * cell + 4; c.height = rows * cell; });

    function draw() {
      runs.forEach(function (run, s) {
        var k = Math.min(turn, run.turns.length - 1), frame = run.frames[run.turns[k]];
        var waiting = run.incoming ? run.incoming[Math.min(turn, run.incoming.length - 1)] : 0;
        var ctx = canvases[s].getContext("2d");
        ctx.fillStyle = lib.colors[0]; ctx.fillRect(0, 0, canvases[s].width, canvases[s].height);
        for (var y = 0; y < rows; y++) {
          for (var x = 0; x < width; x++) {
            var v = frame.board[y * width + x];
            if (v) {
              ctx.fillStyle = lib.colors[v];
              ctx.fillRect(x * cell + 1, (rows - 1 - y) * cell + 1, cell - 2, cell - 2);
            }
          }
        }
        var meterX = width * cell + 4;
        ctx.fillStyle = "#2a2f37"; ctx.fillRect(meterX, 0, cell, rows * cell);
        ctx.fillStyle = "#e5484d";
        for (var g = 0; g < Math.min(waiting, rows); g++) {
          ctx.fillRect(meterX + 1, (rows - 1 - g) * cell + 1, cell - 2, cell - 2);
        }
        names[s].textContent = run.bot + ": " + frame.pieces + " pieces, " + frame.lines + " lines, " +
            frame.garbage + " garbage rows" + (run.incoming ? ", " + waiting + " incoming" : "");
        canvases[s].setAttribute("data-incoming", String(waiting));
      });
      slider.value = String(turn);
      info.textContent = "turn " + turn + " / " + turns;
    }

    function show(game) {
      runs = game.sides.map(function (side) {
        var run = lib.simulate({ moves: side.moves }, width, data.height, 0);
        return { bot: side.bot, frames: run.frames, turns: byTurn(run.frames), incoming: side.incoming };
      });
      turns = Math.max(runs[0].turns.length, runs[1].turns.length) - 1;
      slider.max = String(turns);
      turn = 0;
      draw();
    }

    function load() {
      if (timer !== null) { clearInterval(timer); timer = null; }
      var i = parseInt(select.value, 10), game = data.games[i];
      if (game.sides) { show(game); return; }
      info.textContent = "loading " + game.label;
      fetchGame(i, function (full) { game.sides = full.sides; if (select.value === String(i)) { show(game); } });
    }

    function go(t) { turn = Math.max(0, Math.min(turns, t)); draw(); }

    root.querySelector("[data-act=back]").onclick = function () { go(turn - 1); };
    root.querySelector("[data-act=step]").onclick = function () { go(turn + 1); };
    var last = root.querySelector("[data-act=last]");
    if (last) { last.onclick = function () { go(turns); }; }
    playButton.onclick = function () {
      if (timer !== null) { clearInterval(timer); timer = null; return; }
      timer = setInterval(function () {
        if (turn >= turns) { clearInterval(timer); timer = null; return; }
        go(turn + 1);
      }, 100);
    };
    slider.oninput = function () { go(parseInt(slider.value, 10)); };
    select.onchange = load;
    if (data.games.length) { load(); } else { info.textContent = "no games to replay"; }
    return { select: function (i) { select.value = String(i); load(); }, last: function () { go(turns); } };
  }

  window.TetrisArenaVersus = { viewer: viewer };
  document.addEventListener("DOMContentLoaded", function () {
    var root = document.querySelector(".versus-replay"), data = document.getElementById("versus-data");
    if (!root || !window.TetrisArenaReplay || !data) { return; }
    viewer(root, JSON.parse(data.textContent));
  });
})();
