(function () {
  "use strict";
  var lib = window.TetrisArenaReplay, versusLib = window.TetrisArenaVersus;
  var $ = function (id) { return document.getElementById(id); };
  var state = null, lastRecent = -1, versusCount = 0, versusViewer = null, listed = -1;
  var REPLAY = '<div class="replay"><canvas aria-label="replay board"></canvas><div class="panel">' +
      '<label>game <select class="game"></select></label><div class="controls">' +
      '<button data-act="first">&laquo; first</button><button data-act="back">&lsaquo; back</button>' +
      '<button data-act="play">&#x25B6; play</button><button data-act="step">step &rsaquo;</button>' +
      '<button data-act="last">last &raquo;</button><label>speed <select class="speed">' +
      '<option value="2">2/s</option><option value="5">5/s</option><option value="10" selected>10/s</option>' +
      '<option value="25">25/s</option><option value="60">60/s</option></select> moves</label></div>' +
      '<input type="range" min="0" max="0" value="0" aria-label="position"><p class="hud"></p>' +
      '<p class="info"></p><p class="detail muted"></p><p class="error"></p></div></div>';

  function get(url, done) {
    fetch(url, { cache: "no-store" }).then(function (r) { return r.json(); }).then(done)
        .catch(function (e) { $("progress").textContent = "the server does not answer (" + e + ")"; });
  }

  function cell(row, text, cls) {
    var td = row.insertCell(-1);
    td.textContent = text;
    if (cls) { td.className = cls; }
    return td;
  }

  function fmt(v) { return v === undefined ? "\u2013" : Number(v).toLocaleString("en-US"); }

  function standings(s) {
    var box = $("standings");
    box.textContent = "";
    s.standings.forEach(function (event) {
      var div = document.createElement("div");
      div.className = "standing";
      div.setAttribute("data-event", event.event);
      var h = document.createElement("h3");
      h.textContent = event.event + " (mean " + event.metric + ")";
      div.appendChild(h);
      var table = document.createElement("table");
      var head = table.createTHead().insertRow(-1);
      ["rank", "bot", "games", "mean", "failures"].forEach(function (t) {
        var th = document.createElement("th"); th.textContent = t; head.appendChild(th);
      });
      var body = table.createTBody();
      event.rows.forEach(function (r, i) {
        var row = body.insertRow(-1);
        cell(row, r.games ? String(i + 1) : "\u2013", "n");
        cell(row, r.bot, "bot");
        cell(row, String(r.games), "n");
        cell(row, fmt(r.mean), "n");
        cell(row, String(r.failures), "n");
      });
      div.appendChild(table);
      box.appendChild(div);
    });
  }

  function recent(s) {
    var body = $("recent").tBodies[0];
    body.textContent = "";
    s.recent.forEach(function (g) {
      var row = body.insertRow(-1);
      row.setAttribute("data-game", String(g.i));
      if (g.i > lastRecent && lastRecent >= 0) { row.className = "fresh"; }
      cell(row, String(g.i), "n");
      cell(row, g.event);
      cell(row, g.bot, "bot");
      cell(row, "#" + g.seed, "n");
      cell(row, g.outcome.toLowerCase().replace(/_/g, " "));
      cell(row, fmt(g.value), "n");
      var button = document.createElement("button");
      button.textContent = "replay";
      button.onclick = function () { pickGame(g); };
      row.insertCell(-1).appendChild(button);
    });
    if (s.recent.length) { lastRecent = s.recent[0].i; }
  }

  function fillSelect(select, values, labels) {
    var keep = select.value;
    select.textContent = "";
    values.forEach(function (v, i) { select.add(new Option(labels ? labels[i] : v, v)); });
    if (values.indexOf(keep) >= 0) { select.value = keep; }
  }

  function choosers(s) {
    fillSelect($("pick-event"), s.events.map(function (e) { return e.name; }));
    var bots = [];
    s.standings.forEach(function (e) { e.rows.forEach(function (r) { if (bots.indexOf(r.bot) < 0) { bots.push(r.bot); } }); });
    fillSelect($("pick-bot"), bots);
  }

  // Lists the chosen bot's games of the chosen event; the picker then loads what it shows, unless the replay
  // already shows a game (a refresh while a run writes keeps the game being watched); then = the game to pick.
  var choices = 0; // the user's choices so far: a list asked for before the latest one loads nothing

  function listGames(then) {
    var event = $("pick-event").value, bot = $("pick-bot").value, choice = then === undefined ? choices : ++choices;
    if (!event || !bot) { return; }
    get("api/games?event=" + encodeURIComponent(event) + "&bot=" + encodeURIComponent(bot), function (r) {
      var picker = $("pick-game");
      fillSelect(picker, r.games.map(function (g) { return String(g.i); }),
          r.games.map(function (g) { return "seed #" + g.seed + " \u00b7 " + fmt(g.value) + " \u00b7 " +
              g.outcome.toLowerCase().replace(/_/g, " "); }));
      if (choice !== choices) { return; }
      if (typeof then === "string") { picker.value = then; return; }
      if (picker.value !== "" && (then === true || wanted === null)) { loadGame(picker.value); }
    });
  }

  // A game chosen from the newest games: the picker is set to it, so what it shows is what plays.
  function pickGame(g) {
    $("pick-event").value = g.event;
    $("pick-bot").value = g.bot;
    listGames(String(g.i));
    loadGame(g.i);
  }

  // The latest choice wins: an answer for a game chosen before it is dropped when it arrives late.
  var wanted = null;

  function loadGame(i) {
    wanted = String(i);
    get("api/game?i=" + i, function (r) {
      if (wanted !== String(i)) { return; }
      if (r.error) { $("replay-slot").textContent = r.error; return; }
      var slot = $("replay-slot");
      slot.innerHTML = REPLAY;
      slot.setAttribute("data-game", String(i));
      var event = r.event;
      event.games = [r.game];
      lib.viewer(slot.querySelector(".replay"), event);
      $("replay-title").textContent = "Replay: " + r.game.label;
    });
    get("api/fumen?i=" + i, function (r) {
      if (wanted !== String(i)) { return; }
      $("fumen").setAttribute("data-game", String(i));
      $("fumen").value = r.fumen || r.error || "";
      $("fumen-note").textContent = r.note || "";
    });
  }

  function table(parent, heads) {
    var t = document.createElement("table"), head = t.createTHead().insertRow(-1);
    heads.forEach(function (h) { var th = document.createElement("th"); th.textContent = h; head.appendChild(th); });
    t.createTBody();
    parent.appendChild(t);
    return t.tBodies[0];
  }

  // The versus standings: ratings, then a gauntlet's opponents (each against the challenger) or a round
  // robin's crosstable, every row and column named by its bot.
  function versusStandings(st) {
    var box = $("versus-standings");
    box.textContent = "";
    if (!st) { return; }
    $("versus-plan").textContent = (st.gauntlet ? "A gauntlet: " + st.gauntlet + " plays each other bot on "
        : "A round robin: every pairing plays ") + st.seeds + " seeds of " + st.seedSet +
        ", each twice with sides swapped. Ratings on the Elo scale; scores with 95% intervals.";
    var body = table(box, ["bot", "elo", "95% CI", "games", "W-D-L"]);
    st.bots.forEach(function (b) {
      var row = body.insertRow(-1);
      cell(row, b.bot, "bot");
      cell(row, String(b.elo), "n");
      cell(row, "[" + b.low + ", " + b.high + "]", "n");
      cell(row, String(b.games), "n");
      cell(row, b.wdl, "n");
    });
    var pairing = function (a, b) {
      return st.pairings.filter(function (p) { return p.bot === a && p.opponent === b; })[0];
    };
    if (st.gauntlet) {
      var h = document.createElement("h3");
      h.textContent = "Against " + st.gauntlet;
      box.appendChild(h);
      var rows = table(box, ["bot", "W-D-L against " + st.gauntlet, "score", "95% CI", "games"]);
      rows.parentNode.className = "gauntlet";
      st.bots.forEach(function (b) {
        if (b.bot === st.gauntlet) { return; }
        var p = pairing(b.bot, st.gauntlet), row = rows.insertRow(-1);
        cell(row, b.bot, "bot");
        cell(row, p ? p.wdl : "\u2013", "n");
        cell(row, p ? p.score.toFixed(2) : "\u2013", "n");
        cell(row, p ? "[" + p.low.toFixed(2) + ", " + p.high.toFixed(2) + "]" : "\u2013", "n");
        cell(row, p ? String(p.games) : "0", "n");
      });
      return;
    }
    var cross = table(box, [""].concat(st.bots.map(function (b) { return b.bot; })));
    cross.parentNode.className = "cross";
    st.bots.forEach(function (r) {
      var row = cross.insertRow(-1);
      cell(row, r.bot, "bot");
      st.bots.forEach(function (c) {
        var p = pairing(r.bot, c.bot);
        cell(row, r.bot === c.bot ? "" : p ? p.wdl + " " + p.score.toFixed(2) : "\u2013", r.bot === c.bot ? "self" : "");
      });
    });
  }

  // Each side's fumen button names the bot that plays it in the game chosen.
  function nameSides(bots) {
    [0, 1].forEach(function (side) {
      $("versus-fumen-" + side).textContent = "fumen of " + bots[side] + "'s board";
    });
  }

  function versus(s) {
    if (s.versus === versusCount || !versusLib) { return; }
    versusCount = s.versus;
    get("api/versus", function (r) {
      versusStandings(r.standings);
      var root = $("versus-slot"), fresh = root.cloneNode(true);
      fresh.querySelector("select.game").textContent = "";
      root.parentNode.replaceChild(fresh, root);
      var select = fresh.querySelector("select.game"), chosen = function () {
        var g = r.games[parseInt(select.value, 10)];
        if (g) { nameSides(g.bots); }
      };
      versusViewer = versusLib.viewer(fresh, r, function (i, done) { get("api/versus-game?i=" + i, done); });
      var load = select.onchange;
      select.onchange = function () { chosen(); load(); };
      chosen();
    });
  }

  // A finished run's standings are final, and its leaderboard (ratings, intervals) is one link away. A folder
  // shows only what it holds: solo results, versus results, or both.
  function finished(s) {
    $("standings-title").textContent = s.finished ? "Final standings" : "Standings so far";
    $("leaderboard-link").hidden = !((s.solo ? s.finished : s.versusFinished) && s.leaderboard);
    $("solo").hidden = !s.solo && s.versus > 0;
    $("solo-nav").hidden = $("solo").hidden;
    $("versus-part").hidden = !s.versus;
    $("versus-nav").hidden = !s.versus;
    $("nav-gap").hidden = $("solo").hidden;
  }

  function poll() {
    get("api/state", function (s) {
      state = s;
      $("folder").textContent = s.folder;
      var planned = s.planned ? " of " + fmt(s.planned) : "";
      $("progress").textContent = s.problem ? s.problem : !s.solo ? fmt(s.versus) + " versus games" +
          (s.versusFinished ? ", finished" : ", running") : fmt(s.games) + planned + " games" +
          (s.finished ? ", finished" : ", running") + (s.versus ? " \u00b7 " + s.versus + " versus games" : "");
      $("progress").setAttribute("data-games", String(s.games));
      finished(s);
      standings(s);
      recent(s);
      choosers(s);
      if (s.games !== listed) { listed = s.games; listGames(); }
      versus(s);
    });
  }

  [0, 1].forEach(function (side) {
    $("versus-fumen-" + side).onclick = function () {
      var select = document.querySelector("#versus-slot select.game");
      if (!select || select.value === "") { return; }
      get("api/versus-fumen?i=" + select.value + "&side=" + side, function (r) {
        $("versus-fumen").value = (r.fumen || r.error || "") + (r.note ? "\n" + r.note : "");
      });
    };
  });
  $("pick-event").onchange = function () { listGames(true); };
  $("pick-bot").onchange = function () { listGames(true); };
  $("pick-game").onchange = function () { loadGame($("pick-game").value); };
  window.TetrisArenaServe = { loadGame: loadGame, state: function () { return state; },
    versus: function () { return versusViewer; } };
  poll();
  setInterval(poll, 1000);
})();
