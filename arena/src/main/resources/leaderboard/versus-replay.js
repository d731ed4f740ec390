document.addEventListener("DOMContentLoaded", function () {
  "use strict";
  var root = document.querySelector(".versus-replay"), lib = window.TetrisArenaReplay;
  if (!root || !lib) { return; }
  var data = JSON.parse(document.getElementById("versus-data").textContent);
  var select = root.querySelector("select.game"), slider = root.querySelector("input[type=range]");
  var info = root.querySelector(".info"), canvases = root.querySelectorAll("canvas");
  var names = root.querySelectorAll(".who"), playButton = root.querySelector("[data-act=play]");
  var width = data.width, rows = Math.min(data.height, data.visibleHeight + 2), cell = lib.cell;
  var runs = [], turns = 0, turn = 0, timer = null;
  data.games.forEach(function (g, i) { select.add(new Option(g.label, String(i))); });
  canvases.forEach(function (c) { c.width = width * cell; c.height = rows * cell; });

  /* The frame of each turn: the last frame with that many pieces placed. */
  function byTurn(frames) {
    var out = [];
    frames.forEach(function (f, i) { out[f.pieces] = i; });
    return out;
  }

  function draw() {
    runs.forEach(function (run, s) {
      var k = Math.min(turn, run.turns.length - 1), frame = run.frames[run.turns[k]];
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
      names[s].textContent = run.bot + ": " + frame.pieces + " pieces, " + frame.lines + " lines, " +
          frame.garbage + " garbage rows";
    });
    slider.value = String(turn);
    info.textContent = "turn " + turn + " / " + turns;
  }

  function load() {
    if (timer !== null) { clearInterval(timer); timer = null; }
    var game = data.games[parseInt(select.value, 10)];
    runs = game.sides.map(function (side) {
      var run = lib.simulate({ moves: side.moves }, width, data.height, 0);
      return { bot: side.bot, frames: run.frames, turns: byTurn(run.frames) };
    });
    turns = Math.max(runs[0].turns.length, runs[1].turns.length) - 1;
    slider.max = String(turns);
    turn = 0;
    draw();
  }

  function go(t) { turn = Math.max(0, Math.min(turns, t)); draw(); }

  root.querySelector("[data-act=back]").onclick = function () { go(turn - 1); };
  root.querySelector("[data-act=step]").onclick = function () { go(turn + 1); };
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
});
