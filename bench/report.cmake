# report and compare on a 29,580-attempt campaign (the size of configs/grid-30k.textproto).
aprgrid_bench(report_bench
  SOURCES report_bench.cc
  LIBS aprgrid_cli_service aprgrid_store)
