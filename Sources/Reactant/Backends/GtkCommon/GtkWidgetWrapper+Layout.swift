#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper names GTK 4's in a GTK 4 build)
import GtkC

/// `WidgetLayout` is GTK's own vocabulary, so each field is one widget property.
extension GtkWidgetWrapper {
    var layout: WidgetLayout {
        get {
            var layout = WidgetLayout()
            layout.margins = EdgeInsets(
                top: Int(gtk_widget_get_margin_top(widget)),
                leading: Int(gtk_widget_get_margin_start(widget)),
                bottom: Int(gtk_widget_get_margin_bottom(widget)),
                trailing: Int(gtk_widget_get_margin_end(widget)))
            layout.expandsHorizontally = GObjectBridge.bool(gtk_widget_get_hexpand(widget))
            layout.expandsVertically = GObjectBridge.bool(gtk_widget_get_vexpand(widget))
            layout.horizontalAlignment = Self.alignment(gtk_widget_get_halign(widget))
#if GTK4
            layout.verticalAlignment = Self.alignment(gtk_widget_get_valign(widget))
#else
            // Plain gtk_widget_get_valign answers FILL for BASELINE (GTK 3.10 compatibility).
            layout.verticalAlignment = Self.alignment(gtk_widget_get_valign_with_baseline(widget))
#endif
            var width: gint = -1
            var height: gint = -1
            gtk_widget_get_size_request(widget, &width, &height)
            layout.minimumWidth = width < 0 ? nil : Int(width)
            layout.minimumHeight = height < 0 ? nil : Int(height)
            return layout
        }
        set {
            let old = layout
            if newValue.margins != old.margins {
                gtk_widget_set_margin_top(widget, gint(newValue.margins.top))
                gtk_widget_set_margin_start(widget, gint(newValue.margins.leading))
                gtk_widget_set_margin_bottom(widget, gint(newValue.margins.bottom))
                gtk_widget_set_margin_end(widget, gint(newValue.margins.trailing))
            }
            // Only on change: setting hexpand at all (even to FALSE) marks it "set", which stops
            // GTK from propagating a child's expand flag up through this widget.
            if newValue.expandsHorizontally != old.expandsHorizontally {
                gtk_widget_set_hexpand(widget, GObjectBridge.gbool(newValue.expandsHorizontally))
            }
            if newValue.expandsVertically != old.expandsVertically {
                gtk_widget_set_vexpand(widget, GObjectBridge.gbool(newValue.expandsVertically))
            }
            gtk_widget_set_halign(widget, Self.gtkAlign(newValue.horizontalAlignment))
            gtk_widget_set_valign(widget, Self.gtkAlign(newValue.verticalAlignment))
            gtk_widget_set_size_request(
                widget, gint(newValue.minimumWidth ?? -1), gint(newValue.minimumHeight ?? -1))
        }
    }

    private static func gtkAlign(_ alignment: LayoutAlignment) -> GtkAlign {
        switch alignment {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        case .baseline: GTK_ALIGN_BASELINE
        }
    }

    private static func alignment(_ align: GtkAlign) -> LayoutAlignment {
        switch align {
        case GTK_ALIGN_START: .start
        case GTK_ALIGN_END: .end
        case GTK_ALIGN_CENTER: .center
        case GTK_ALIGN_BASELINE: .baseline
        default: .fill
        }
    }
}
#endif // GTK3 || GTK4
