#!/usr/bin/env bash
# The server's benchmark over many distinct URLs; not part of `swift test`. From the
# repository root:
#
#   Apps/Server/Benchmarks/varied.sh [SECONDS] [RUNS]
#
# Builds in release mode and starts, on 127.0.0.1, catalog-server as it ships (answers
# kept until the database changes, 60 s at most), the same with a 4 MiB cache, which the
# lists' answers overflow (the HTML list's are about 13 MiB), catalog-server with --cache-max-age 0, the same reading on its writer
# alone (--read-connections 0, as before reads had connections of their own), each on
# a seeded SQLite file; the flat peer (FlatServer: plain handlers asking the same
# repositories on the same kind of file and writing the same bytes, which is checked
# first for every address), and the bare Hummingbird baseline answering with fixed
# bytes. Drives each with wrk
# (Debian's package; 64 connections, 2 threads) for SECONDS (default 10) per mix, RUNS
# times (default 3), over four mixes: the JSON list and the HTML list, each cycling
# through about 3,600 distinct queries (urls.py: search words, categories, sorts, pages
# and page sizes, seeded), and the JSON and HTML product pages over all 600 ids. Prints
# each row's median requests/s with the spread over the runs, its median p99, and its
# share of the bare handler's and of the flat peer's medians.
set -euo pipefail
cd "$(dirname "$0")/../../.."
seconds=${1:-10}
runs=${2:-3}
here=Apps/Server/Benchmarks
source "$here/common.sh"
python3 "$here/urls.py" "$work"
start_app shipped shipped --database "$work/shipped.sqlite"
start_app uncached uncached --database "$work/uncached.sqlite" --cache-max-age 0
start_app single single --database "$work/single.sqlite" --cache-max-age 0 --read-connections 0
start_app small small --database "$work/small.sqlite" --cache-max-mib 4 # the lists' answers overflow it
start_app seeder seeder --database "$work/flat.sqlite" --cache-max-age 0
wait_for "http://127.0.0.1:$shipped/products" # each server opens (and seeds) its database as it starts
wait_for "http://127.0.0.1:$uncached/products"
wait_for "http://127.0.0.1:$single/products"
wait_for "http://127.0.0.1:$small/products"
wait_for "http://127.0.0.1:$seeder/products" # seeds the flat peer's file
start_bare bare "$shipped"
start_flat flat "$work/flat.sqlite"
same_answers "$uncached" "$flat"
run_mixes "$runs" "as shipped|$shipped" "as shipped, 4 MiB cache|$small" "no cache|$uncached" "no cache, one connection|$single" "flat peer|$flat" "bare handler|$bare"
summarize "$work/results.txt"
