// The one source file of the targets that compile the precompiled headers
// (cmake/AprgridPch.cmake); the headers are all it needs.
