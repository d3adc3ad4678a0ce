#include "worker/crf/model/model_cache.h"

#include <deque>
#include <sstream>
#include <string>
#include <utility>

#include "absl/base/thread_annotations.h"
#include "absl/synchronization/mutex.h"
#include "worker/crf/model/model_io.h"

namespace aprgrid::crf {
namespace {

struct Entry {
  std::string bytes;
  std::shared_ptr<const CrfModel> model;
};

class ModelCache {
 public:
  std::shared_ptr<const CrfModel> Find(std::string_view bytes) {
    absl::MutexLock lock(&mu_);
    for (const Entry& e : entries_) {
      if (e.bytes == bytes) return e.model;
    }
    return nullptr;
  }

  void Add(std::string_view bytes, std::shared_ptr<const CrfModel> model) {
    absl::MutexLock lock(&mu_);
    for (const Entry& e : entries_) {
      if (e.bytes == bytes) return;  // Another thread parsed the same bytes meanwhile.
    }
    entries_.push_front(Entry{std::string(bytes), std::move(model)});
    while (entries_.size() > static_cast<size_t>(kModelCacheCapacity)) entries_.pop_back();
  }

 private:
  absl::Mutex mu_;
  std::deque<Entry> entries_ ABSL_GUARDED_BY(mu_);  // Newest first.
};

ModelCache& TheCache() {
  static ModelCache* cache = new ModelCache;
  return *cache;
}

}  // namespace

absl::StatusOr<std::shared_ptr<const CrfModel>> ParseModelCached(std::string_view bytes) {
  if (std::shared_ptr<const CrfModel> hit = TheCache().Find(bytes)) return hit;
  std::istringstream in{std::string(bytes)};
  absl::StatusOr<CrfModel> model = ReadModel(in);
  if (!model.ok()) return model.status();
  auto shared = std::make_shared<const CrfModel>(*std::move(model));
  TheCache().Add(bytes, shared);
  return shared;
}

}  // namespace aprgrid::crf
