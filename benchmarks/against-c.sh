#!/usr/bin/env bash
# The arena against the C and C++ originals of two published controllers, whole process, side by side,
# alternating round by round (docs/performance.md, "Against the C references"):
#   dellacherie: `arena play --bot dellacherie --event classic --seed 1 --pieces 1000000` against mdptetris's
#                `mdptetris_play_games features/dellacherie_initial.dat 400 10 10` (pieces = 2.5 x lines, its
#                own estimate of pieces per line on a 10-wide board);
#   misakamm:    `arena run --events literature-10x10 --bots misakamm --seeds validation --games G --threads 1`
#                against misakamm/tetr-ai's `run_simple_ai --rows 10 --cols 10 --seed S` for G seeds, G = 40 and 100.
# Each figure is pieces per CPU-second (user + system of the process and its children) and per wall second;
# a ratio is the arena's over the original's in the same round.
#
# Usage: benchmarks/against-c.sh REFDIR [ROUNDS]
#   REFDIR holds mdptetris/ (built: src/mdptetris_play_games, data/features/dellacherie_initial.dat) and tetr-ai/
#   (built: run_simple_ai); ROUNDS defaults to 3. LOAD=N starts N CPU-bound loops beside both programs for the
#   whole measurement (LOAD=$(nproc): one per core), this script's own, stopped when it ends.
# The arena is the one built in this repository, run as users run it: bin/arena (arena/target/arena.jar with
# the build's class-data archive, arena/target/arena.jsa, when it is there; ARENA_JAVA_OPTS adds JVM options),
# with its bundled plugins only.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
refdir="${1:?usage: benchmarks/against-c.sh REFDIR [ROUNDS]}"
refdir="$(cd "$refdir" && pwd)"
rounds="${2:-3}"
jar="$root/arena/target/arena.jar"
arena="$root/bin/arena"
mdp="$refdir/mdptetris"
tetr="$refdir/tetr-ai"
for f in "$jar" "$mdp/src/mdptetris_play_games" "$mdp/data/features/dellacherie_initial.dat" "$tetr/run_simple_ai"; do
  [[ -e $f ]] || { echo "against-c: $f is missing (see docs/performance.md for building the references)" >&2; exit 2; }
done
work="$(mktemp -d "${TMPDIR:-/tmp}/tetris-arena-against-c.XXXXXX")"
loops=()
cleanup() {
  for p in "${loops[@]}"; do kill "$p" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
for ((i = 0; i < ${LOAD:-0}; i++)); do
  (while :; do :; done) &
  loops+=($!)
done
empty="$work/no-user-bots"
mkdir -p "$empty"

# Runs "$@" and prints "wall cpu" in seconds (cpu: user + system of the command and its children).
timed() {
  local TIMEFORMAT='%R %U %S'
  local t
  t=$( { time "$@" >"$work/out.txt" 2>&1; } 2>&1 )
  awk '{ printf "%.3f %.3f", $1, $2 + $3 }' <<<"$t"
}

arena_dellacherie() {
  timed "$arena" play --plugins "$empty" --bot dellacherie --event classic --seed 1 --pieces 1000000 --quiet
  echo " 1000000"
}

mdptetris_dellacherie() {
  (cd "$mdp/data" && timed ../src/mdptetris_play_games features/dellacherie_initial.dat 400 10 10 "$work/stats.txt")
  awk '/^Mean score:/ { printf " %.0f\n", $3 * 400 * 2.5 }' "$work/out.txt"
}

arena_misakamm() {
  rm -rf "$work/m"
  timed "$arena" run --plugins "$empty" --events literature-10x10 --bots misakamm --seeds validation \
    --games "$1" --threads 1 --quiet --out "$work/m"
  grep -o '"pieces":[0-9]*' "$work/m/results.jsonl" | awk -F: '{ s += $2 } END { printf " %d\n", s }'
}

original_misakamm() {
  local script="$work/seeds.sh"
  printf 'for s in $(seq 10000 %d); do "%s" --rows 10 --cols 10 --seed "$s"; done\n' $((10000 + $1 - 1)) \
    "$tetr/run_simple_ai" >"$script"
  timed bash "$script"
  grep -o 'pieces=[0-9]*' "$work/out.txt" | awk -F= '{ s += $2 } END { printf " %d\n", s }'
}

# "wall cpu pieces" of both sides -> one line with each side's rates and the ratios.
report() {
  local name=$1 a=$2 c=$3
  read -r aw ac ap <<<"$a"
  read -r cw cc cp <<<"$c"
  awk -v n="$name" -v aw="$aw" -v ac="$ac" -v ap="$ap" -v cw="$cw" -v cc="$cc" -v cp="$cp" 'BEGIN {
    printf "%-22s arena %9d pieces %7.2f s %7.2f cpu-s %9.0f/cpu-s | original %9d pieces %7.2f s %7.2f cpu-s %9.0f/cpu-s | %5.2fx cpu %5.2fx wall\n",
      n, ap, aw, ac, ap / ac, cp, cw, cc, cp / cc, (ap / ac) / (cp / cc), (ap / aw) / (cp / cw) }'
}

echo "against-c: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg) at the start, ${LOAD:-0} busy loops beside;" \
  "$(java -version 2>&1 | head -1)"
echo "against-c: the arena as bin/arena runs it, class-data archive $([[ -f $root/arena/target/arena.jsa ]] && echo yes || echo no)," \
  "ARENA_JAVA_OPTS='${ARENA_JAVA_OPTS:-}'"
for ((r = 1; r <= rounds; r++)); do
  echo "round $r"
  report "dellacherie classic" "$(arena_dellacherie)" "$(mdptetris_dellacherie)"
  for g in 40 100; do
    report "misakamm 10x10 x$g" "$(arena_misakamm "$g")" "$(original_misakamm "$g")"
  done
done
echo "against-c: load $(cut -d' ' -f1-3 /proc/loadavg) at the end"
