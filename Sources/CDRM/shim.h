// libdrm: KMS mode setting, dumb buffers and page flips.
#include <stdint.h>
#include <string.h>
#include <xf86drm.h>
#include <xf86drmMode.h>
#include <drm_mode.h>

/// drmEventContext with the version Swift would otherwise have to spell out.
static inline int brickson_drm_event_context_version(void) { return DRM_EVENT_CONTEXT_VERSION; }
/// DRM_MODE_PAGE_FLIP_EVENT, a macro Swift cannot import as a typed constant.
static inline uint32_t brickson_drm_page_flip_event(void) { return DRM_MODE_PAGE_FLIP_EVENT; }
/// DRM_MODE_TYPE_PREFERRED.
static inline uint32_t brickson_drm_mode_type_preferred(void) { return DRM_MODE_TYPE_PREFERRED; }
/// DRM_MODE_DPMS_ON.
static inline uint64_t brickson_drm_dpms_on(void) { return DRM_MODE_DPMS_ON; }
