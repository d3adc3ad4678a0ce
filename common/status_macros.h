// Early-return helpers for absl::Status / absl::StatusOr, in the style of Abseil's internal macros.
#ifndef APRGRID_COMMON_STATUS_MACROS_H_
#define APRGRID_COMMON_STATUS_MACROS_H_

#include "absl/status/status.h"
#include "absl/status/statusor.h"

#define APRGRID_CONCAT_INNER_(a, b) a##b
#define APRGRID_CONCAT_(a, b) APRGRID_CONCAT_INNER_(a, b)

// Evaluates `expr` (an absl::Status); returns it from the enclosing function if not OK.
#define RETURN_IF_ERROR(expr)                          \
  do {                                                 \
    const ::absl::Status aprgrid_status_ = (expr);     \
    if (!aprgrid_status_.ok()) return aprgrid_status_; \
  } while (0)

// `ASSIGN_OR_RETURN(auto x, MakeX());` evaluates an absl::StatusOr<T>; returns its status if not
// OK, else move-assigns the value to the left-hand side.
#define ASSIGN_OR_RETURN(lhs, rexpr) \
  ASSIGN_OR_RETURN_IMPL_(APRGRID_CONCAT_(aprgrid_statusor_, __LINE__), lhs, rexpr)

#define ASSIGN_OR_RETURN_IMPL_(statusor, lhs, rexpr) \
  auto statusor = (rexpr);                           \
  if (!statusor.ok()) return statusor.status();      \
  lhs = std::move(statusor).value()

#endif  // APRGRID_COMMON_STATUS_MACROS_H_
