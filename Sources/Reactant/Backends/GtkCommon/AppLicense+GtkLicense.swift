#if GTK3 || GTK4 // both GTK backends: API that is the same in GTK 3 and GTK 4
import GtkC

extension AppLicense {
    /// GtkLicense: the same enumeration in GTK 3 and GTK 4 (GtkAboutDialog, AdwAboutWindow).
    var gtkLicense: GtkLicense {
        switch self {
        case .unknown, .custom: GTK_LICENSE_UNKNOWN
        case .mit: GTK_LICENSE_MIT_X11
        case .bsd3: GTK_LICENSE_BSD_3
        case .apache2: GTK_LICENSE_APACHE_2_0
        case .mpl2: GTK_LICENSE_MPL_2_0
        case .gpl2OrLater: GTK_LICENSE_GPL_2_0
        case .gpl3OrLater: GTK_LICENSE_GPL_3_0
        case .lgpl21OrLater: GTK_LICENSE_LGPL_2_1
        case .lgpl3OrLater: GTK_LICENSE_LGPL_3_0
        case .agpl3OrLater: GTK_LICENSE_AGPL_3_0
        }
    }
}
#endif
