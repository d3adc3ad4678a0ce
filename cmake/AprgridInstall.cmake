# Install rules and the Debian package (CPack).
#
# The layout is relocatable: nothing installed names the prefix, and the binaries find their data
# as BINARY_DIR/../share/aprgrid (common/install_layout.h), so a prefix can be moved or unpacked
# anywhere (docs/operations.md, "Installing"):
#
#   PREFIX/bin/{aprgrid,aprgrid-coordinator,aprgrid-worker,aprgrid-attempt}
#   PREFIX/share/aprgrid/{subjects,configs,deploy,docs}
#
#   cmake --install build --prefix $HOME/.local      # or -DCMAKE_INSTALL_PREFIX at configure
#   cmake --build build --target package             # build/aprgrid_VERSION_ARCH.deb
include(GNUInstallDirs)

install(TARGETS aprgrid aprgrid-coordinator aprgrid-worker aprgrid-attempt
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT aprgrid)
set(APRGRID_DATA_DESTINATION ${CMAKE_INSTALL_DATADIR}/aprgrid)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/subjects ${PROJECT_SOURCE_DIR}/configs
                  ${PROJECT_SOURCE_DIR}/deploy ${PROJECT_SOURCE_DIR}/docs
        DESTINATION ${APRGRID_DATA_DESTINATION} COMPONENT aprgrid
        USE_SOURCE_PERMISSIONS
        PATTERN "__pycache__" EXCLUDE)
install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${APRGRID_DATA_DESTINATION}
        COMPONENT aprgrid)

set(CPACK_PACKAGE_NAME aprgrid)
set(CPACK_PACKAGE_VENDOR "aprgrid")
set(CPACK_PACKAGE_CONTACT "aprgrid maintainers <aprgrid@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "Automated-program-repair experiment campaigns: coordinator, workers and CLI")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
# The binaries carry debug information (RelWithDebInfo, about 250 MB together): the package
# ships them stripped, and gzip keeps packaging quick on a loaded build machine.
set(CPACK_STRIP_FILES TRUE)
set(CPACK_DEBIAN_COMPRESSION_TYPE gzip)
# The shared libraries the binaries link (gRPC, protobuf, Abseil, SQLite, prometheus-cpp,
# spdlog, OpenSSL), found by dpkg-shlibdeps from the built binaries.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_COMPONENTS_ALL aprgrid)
include(CPack)
