# Compiler flags shared by every aprgrid target.
add_compile_options(-Wall -Wextra)
if(APRGRID_WERROR)
  add_compile_options(-Werror)
endif()
if(APRGRID_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=undefined
                      -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined)
endif()
