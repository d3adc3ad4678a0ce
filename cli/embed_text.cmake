# Writes OUTPUT, a C++ header defining `inline constexpr char NAME[]`: the bytes of INPUT and a
# terminating NUL. Run at build time, so the header follows INPUT whenever it changes:
#   cmake -DINPUT=file -DOUTPUT=header.h -DNAME=kName -P embed_text.cmake
# Bytes rather than a raw string literal: no delimiter can clash with the text.
file(READ "${INPUT}" hex HEX)
string(LENGTH "${hex}" length)
set(lines "")
set(offset 0)
while(offset LESS length)
  string(SUBSTRING "${hex}" ${offset} 32 chunk)  # 16 bytes per line.
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "'\\\\x\\1', " chunk "${chunk}")
  string(APPEND lines "    ${chunk}\n")
  math(EXPR offset "${offset} + 32")
endwhile()
file(RELATIVE_PATH source "${CMAKE_CURRENT_LIST_DIR}/.." "${INPUT}")
file(WRITE "${OUTPUT}.tmp"
  "// Generated at build time from ${source} by cli/embed_text.cmake: do not edit.\n"
  "#pragma once\n\n"
  "namespace aprgrid::cli {\n\n"
  "// clang-format off\n"
  "inline constexpr char ${NAME}[] = {\n${lines}    '\\0'};\n"
  "// clang-format on\n\n"
  "}  // namespace aprgrid::cli\n")
# Rewritten only when it changes, so that what includes it is not rebuilt for nothing.
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUTPUT}.tmp")
