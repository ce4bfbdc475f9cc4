#!/bin/sh
# Debian package hook: the data folder the kiosk unit points at, owned by the kiosk user.
set -e
id kiosk >/dev/null 2>&1 || useradd --system --create-home --groups dialout kiosk
mkdir -p /var/lib/arcade-cabinet
chown kiosk:kiosk /var/lib/arcade-cabinet
install -m 644 "/opt/Arcade Cabinet/resources/arcade-cabinet.service" /etc/systemd/system/arcade-cabinet.service 2>/dev/null || true
