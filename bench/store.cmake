# Results-store ingest: StoreWriter against one-transaction-per-row and a bare SQLite loop.
aprgrid_bench(store_ingest_bench
  SOURCES store_ingest_bench.cc
  LIBS aprgrid_store aprgrid_store_test_util absl::str_format)
