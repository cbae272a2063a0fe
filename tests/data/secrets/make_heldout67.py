# ruff: noqa: E501
"""Writes heldout67_credentials.yaml and heldout67_lookalikes.yaml: held-out batch 67.

Persona: a home-lab enthusiast and self-hoster in Manchester, UK, keeping terse English notes
in a personal wiki about a Proxmox cluster, Home Assistant, Nextcloud, Tailscale, restic and
borg backups, Cloudflare, UniFi, Pi-hole, Vaultwarden, Plex and Jellyfin, the router's PPPoE
login, LUKS disks and the ISP mailbox. The credentials are the logins, tokens, passphrases and
keys such a wiki ends up holding; the look-alikes are the identifiers it is full of (image
digests, pool GUIDs, disk serials and WWNs, VM ids, MACs, Tailscale addresses, Cloudflare zone
and account ids, host key fingerprints, entity ids, commit hashes, filesystem UUIDs, WireGuard
public keys, certificate serials, Zigbee IEEE addresses) and references to secrets kept
elsewhere.

The batch was written blind: without reading the detector, its tests or its other corpora.
Every secret value is drawn at run time from the `secrets` module in its real format's shape;
hosts are under `.internal`, `.test`, `.example` or `acme`; nothing is real. Run
`python make_heldout67.py` in this folder to redraw.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    BECH32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    b64u,
    digits,
    groups,
    hexs,
    mac,
    openssh_private,
    phrase,
    pick,
    rnd,
    uid,
    wg_key,
    write_corpora,
)

CAPS = ["Chorlton", "Ancoats", "Irwell", "Didsbury", "Salford", "Stockport", "Hulme", "Ardwick",
        "Pendle", "Mersey", "Piccadilly", "Deansgate", "Eccles", "Vimto", "Hacienda", "Biscuit",
        "Nutmeg", "Pebble", "Juniper", "Gizmo", "Tardis", "Marmite", "Kestrel", "Bramble"]
SMALL = ["pigeon", "drizzle", "teacake", "barm", "ginnel", "brew", "canal", "tram", "mill",
         "chippy", "gravy", "bobbin", "spindle", "cotton", "viaduct", "puddle", "kettle", "brolly"]
WORDS = ["anchor", "velvet", "copper", "lantern", "orbit", "meadow", "harbour", "crumpet",
         "glacier", "pylon", "thistle", "saddle", "walnut", "cobble", "signal", "ember", "quarry",
         "falcon", "ribbon", "tundra", "vapour", "willow", "marble", "rocket", "pepper", "ferry",
         "jigsaw", "lagoon", "mortar", "nectar", "oyster", "parsnip", "radish", "sprocket",
         "turnip", "umbrella", "verdict", "wombat", "yonder", "zephyr", "bracket", "chimney"]
SYMS = "!#$%&*?@"


def hpw() -> str:
    """A password a person chose (or now and then one a manager made)."""
    sym = secrets.choice(SYMS)
    cap, cap2, low = secrets.choice(CAPS), secrets.choice(CAPS), secrets.choice(SMALL)
    leet = low.replace("a", "4").replace("e", "3").replace("o", "0").capitalize()
    return pick(
        f"{cap}{cap2}{digits(pick(2, 3, 4))}{sym}",
        f"{low}{digits(4)}",
        f"{cap}_{low}_{digits(2)}",
        f"{leet}{sym}{digits(2)}",
        f"{cap}{sym}{low.capitalize()}{digits(pick(1, 2, 3))}",
        f"{low}-{secrets.choice(SMALL)}-{secrets.choice(SMALL)}-{digits(2)}",
        rnd(ALNUM + "!#%&*", pick(14, 16, 20)),
    )


def words(n: int, sep: str = " ") -> str:
    return phrase(WORDS, n, sep)


def ts_id() -> str:
    return "k" + rnd(ALNUM, pick(10, 11, 12)) + "CNTRL"


def ncapp() -> str:
    """A Nextcloud app password as the web UI shows it."""
    return "-".join(rnd(ALNUM, 5) for _ in range(5))


def ha_token() -> str:
    iat = 1_700_000_000 + secrets.randbelow(40_000_000)
    claims = json.dumps({"iss": hexs(32), "iat": iat, "exp": iat + 315_360_000}, separators=(",", ":"))
    return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + b64u(claims.encode()) + "." + b64u(secrets.token_bytes(32))


def cf_token() -> str:
    return rnd(URLSAFE, 40)


def plex_token() -> str:
    return rnd(ALNUM + "-_", 20)


def tunnel_token() -> str:
    return b64(json.dumps({"a": hexs(32), "t": uid(), "s": b64(secrets.token_bytes(32))}, separators=(",", ":")).encode())


def b2_pair() -> tuple[str, str]:
    return "005" + hexs(22), "K005" + rnd(ALNUM + "/+", 27)


def zb_key(n: int = 16) -> str:
    return ", ".join(str(secrets.randbelow(256)) for _ in range(n))


def zfs_guid() -> str:
    return str(10**18 + secrets.randbelow(17 * 10**18))


def pve_fp() -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(32))


def ssh_fp() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def ts_ip() -> str:
    return f"100.{secrets.randbelow(64) + 64}.{secrets.randbelow(256)}.{secrets.randbelow(254) + 1}"


def ieee16() -> str:
    return "0x" + (pick("00158d00", "00124b00", "a4c13800", "842e14ff", "00178801", "54ef4410") + hexs(8))


def vmid() -> int:
    return 100 + secrets.randbelow(200)


def credentials() -> Rows:
    r = Rows()
    r.add("proxmox_root",
          f"pve01 root@pam: {hpw()} (web UI :8006 and ssh, same)",
          f"## pve02\nhost: pve02.lab.internal\nlogin: root / {hpw()}\nrealm: Linux PAM",
          f"Reinstalled pve03 after the boot SSD died. New root pw {hpw()} - update Vaultwarden!")
    r.add("proxmox_api_token",
          f"PVEAPIToken=terraform@pve!tf={uid()}",
          f"homepage widget for proxmox:\n  type: proxmox\n  url: https://pve01.lab.internal:8006\n  username: api@pam!homepage\n  password: {uid()}",
          f"pveum user token add root@pam ansible --privsep 0\nfull-tokenid: root@pam!ansible\nvalue: {uid()}")
    r.add("pbs_credentials",
          f"PBS datastore for the cluster: pbs.lab.internal:8007, user backup@pbs, pw {hpw()}",
          f"export PBS_REPOSITORY='backup@pbs@pbs.lab.internal:tank'\nexport PBS_PASSWORD='{rnd(ALNUM, 22)}'",
          '/etc/pve/priv/storage/pbs-tank.enc (client-side encryption key):\n{"kdf":null,"created":"2024-03-0' + digits(1, True) + 'T21:14:02+00:00","modified":"2024-03-0' + digits(1, True) + 'T21:14:02+00:00","data":"' + b64(secrets.token_bytes(32)) + '","fingerprint":"' + ":".join(secrets.token_hex(1) for _ in range(32)) + '"}')
    r.add("ha_long_lived_token",
          f"HA long-lived token (made for Grafana): {ha_token()}",
          f"curl -s -H 'Authorization: Bearer {ha_token()}' http://ha.lab.internal:8123/api/states | jq length",
          f"homepage.yaml:\n- Home Assistant:\n    widget:\n      type: homeassistant\n      url: http://ha.lab.internal:8123\n      key: {ha_token()}")
    r.add("ha_secrets_yaml",
          f"secrets.yaml (HA):\nlatitude: 53.4{digits(3)}\nlongitude: -2.2{digits(3)}\nmqtt_password: {hpw()}\nopenweathermap_key: {hexs(32)}",
          f"HA secrets.yaml additions today -> ring_password: \"{hpw()}\", hive_password: \"{hpw()}\"",
          f"spotify_client_id: {hexs(32)}\nspotify_client_secret: {hexs(32)}   # HA spotify integration")
    r.add("nextcloud_admin",
          f"nextcloud (nc.acmehome.example) admin: ncadmin / {hpw()}",
          f"nextcloud .env\nNEXTCLOUD_ADMIN_USER=admin\nNEXTCLOUD_ADMIN_PASSWORD={rnd(ALNUM, 24)}\nNEXTCLOUD_TRUSTED_DOMAINS=nc.acmehome.example",
          f"Nextcloud AIO initial passphrase (needed for the AIO interface): {words(8)}")
    r.add("nextcloud_app_password",
          f"Nextcloud app password for the phone (DAVx5): {ncapp()}",
          f"Thunderbird CalDAV -> https://nc.acmehome.example/remote.php/dav, login sam, app pw {ncapp()}",
          f"rclone webdav remote 'nc': url https://nc.acmehome.example/remote.php/dav/files/sam, user sam, pass {ncapp()} (app password, revoke if laptop goes)")
    r.add("nextcloud_config_php",
          f"config.php bits I had to restore:\n  'passwordsalt' => '{rnd(ALNUM + '/+', 30)}',\n  'secret' => '{rnd(ALNUM + '/+', 48)}',\n  'dbpassword' => '{rnd(ALNUM, 30)}',",
          f"nc db: 'dbuser' => 'oc_admin', 'dbpassword' => '{rnd(ALNUM + '+/', 32)}', dbhost db.lab.internal:3306")
    r.add("tailscale_authkey",
          f"tailscale up --authkey=tskey-auth-{ts_id()}-{rnd(ALNUM, 33)} --advertise-routes=192.168.10.0/24 --advertise-exit-node",
          f"TS_AUTHKEY=tskey-auth-{ts_id()}-{rnd(ALNUM, 33)}  # reusable + ephemeral, tag:container, for compose sidecars",
          f"k8s operator OAuth client:\nclient id: {ts_id()}\nclient secret: tskey-client-{ts_id()}-{rnd(ALNUM, 33)}")
    r.add("restic_password",
          f"RESTIC_REPOSITORY=b2:acme-homelab-restic:/nas\nRESTIC_PASSWORD='{words(6, '-')}'",
          f"restic repo on the orange USB disk (/mnt/offsite/restic): password {hpw()}",
          f"restic -r rest:https://laptop:{rnd(ALNUM, 20)}@backup.lab.internal:8000/laptop/ snapshots")
    r.add("borg_passphrase",
          f"export BORG_PASSPHRASE='{words(6, '-')}'",
          f"borgmatic (config.yaml on nas):\nencryption_passphrase: \"{rnd(ALNUM + '!$%', 28)}\"\nrepositories:\n  - path: ssh://u{digits(6)}@u{digits(6)}.storagebox.example:23/./borg",
          f"BorgBase repo 'pve-etc' passphrase {hpw()} (repokey-blake2)")
    body = b64(secrets.token_bytes(300))
    r.add("borg_keyfile",
          f"borg key export (keyfile mode), kept here in case the nas dies:\nBORG_KEY {hexs(64)}\n" + "\n".join(body[i:i + 80] for i in range(0, len(body), 80)),
          f"~/.config/borg/keys/storagebox_borg:\nBORG_KEY {hexs(64)}\n{b64(secrets.token_bytes(57))}\n{b64(secrets.token_bytes(57))}\n{b64(secrets.token_bytes(40))}")
    r.add("cloudflare_api_token",
          f"certbot /root/.secrets/cloudflare.ini:\ndns_cloudflare_api_token = {cf_token()}",
          f"CF token for ddns (Zone.DNS edit on acmehome.example only): {cf_token()}",
          f"traefik env:\n  CF_DNS_API_TOKEN={cf_token()}\n  CF_API_EMAIL=sam@acmehome.example")
    r.add("cloudflare_global_key",
          f"CF_API_EMAIL=sam@acmehome.example\nCF_API_KEY={hexs(37)}",
          f"old Cloudflare global API key {hexs(37)} still in ddclient on the pi -- swap it for a scoped token")
    r.add("cloudflared_tunnel_token",
          f"docker run -d cloudflare/cloudflared:latest tunnel --no-autoupdate run --token {tunnel_token()}",
          f"cloudflared compose env: TUNNEL_TOKEN={tunnel_token()}")
    r.add("unifi_controller",
          f"UniFi controller (unifi.lab.internal:8443): local admin sam / {hpw()}",
          f"Unifi > Settings > System > Device SSH Authentication: ubnt-admin / {rnd(ALNUM, 16)}",
          f"unpoller: UP_UNIFI_DEFAULT_USER=unpoller\nUP_UNIFI_DEFAULT_PASS={hpw()}")
    r.add("pihole_password",
          f"pihole -a -p '{hpw()}'  (done on pihole2 as well, same pw)",
          f"Pi-hole admin (http://pihole.lab.internal/admin): {hpw()}",
          f"pi-hole v6 app password for the homepage widget: {b64(secrets.token_bytes(32))}",
          f"FTLCONF_webserver_api_password: '{rnd(ALNUM, 18)}'  # pihole compose")
    r.add("vaultwarden_admin_token",
          f"ADMIN_TOKEN={b64(secrets.token_bytes(48))}",
          f"vaultwarden compose:\n  environment:\n    DOMAIN: https://vault.acmehome.example\n    SIGNUPS_ALLOWED: 'false'\n    ADMIN_TOKEN: '{rnd(ALNUM, 48)}'",
          f"vw /admin page token: {b64(secrets.token_bytes(48))}")
    r.add("plex_token",
          f"PLEX_CLAIM=claim-{rnd(ALNUM, 20)}  (only valid 4 min, grab a new one if the container restarts first)",
          f"X-Plex-Token={plex_token()} (from 'view XML' on any item)",
          f"Tautulli -> Plex settings -> token {plex_token()}, server pve01 LXC 112")
    r.add("jellyfin",
          f"Jellyfin API key for Jellyseerr: {hexs(32)}",
          f"curl 'http://jellyfin.lab.internal:8096/Items?Recursive=true&IncludeItemTypes=Movie&api_key={hexs(32)}'",
          f"jellyfin admin login: sam / {hpw()}")
    r.add("pppoe_login",
          f"PPPoE (Zen FTTP): user zen{digits(6)}@zen, pw {rnd(ALNUM, 8)}, VLAN 101",
          f"OPNsense WAN:\ntype: PPPoE\nusername: sam{digits(4)}@fibre.isp.example\npassword: {rnd(LOWER + DIGITS, 10)}\nMTU 1492",
          f"ISP welcome letter: broadband username ssmith{digits(3)}@broadband.example, password {hpw()}")
    r.add("luks_passphrase",
          f"LUKS on the nas data disks: passphrase '{words(5)}'",
          f"cryptsetup open /dev/sdb1 backup -> pass {hpw()}",
          f"laptop FDE (Debian install) passphrase: {words(4, '.')}{digits(2)}")
    r.add("isp_email",
          f"ISP email sam.smith{digits(2)}@isp.example: password {hpw()}, IMAP imap.isp.example:993",
          f"Old ISP mailbox still gets the council tax + bank bits. login s.smith@isp.example / {hpw()}",
          f"msmtp on the nas:\naccount isp\nhost smtp.isp.example\nport 587\nuser sam.smith@isp.example\npassword {hpw()}")
    r.add("zfs_encryption_key",
          f"zfs create -o encryption=on -o keyformat=passphrase tank/private -- passphrase: {words(5, '-')}",
          f"/root/keys/tank.key (keyformat=hex, keylocation=file://): {hexs(64)}")
    r.add("ssh_private_key",
          "pve01 -> pbs sync key (/root/.ssh/id_ed25519):\n" + openssh_private(),
          "ansible key for the lab (old one, copy here before wipe)\n" + openssh_private())
    r.add("wireguard_private",
          f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.13.13.2/32\nDNS = 192.168.10.53\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = wg.acmehome.example:51820\nAllowedIPs = 192.168.10.0/24",
          f"phone peer private key: {wg_key()}",
          f"wg genkey on the vps gave {wg_key()} (that's the private one, pub is in the peer list)")
    r.add("mqtt_password",
          f"mosquitto user zigbee2mqtt / {rnd(ALNUM, 20)}",
          f"zigbee2mqtt configuration.yaml:\nmqtt:\n  server: mqtt://mqtt.lab.internal:1883\n  user: z2m\n  password: {hpw()}",
          f"mosquitto_pub -h mqtt.lab.internal -u ha -P '{hpw()}' -t test/ping -m hi")
    r.add("zigbee_network_key",
          f"z2m advanced:\n  pan_id: {secrets.randbelow(65000) + 100}\n  channel: 25\n  network_key: [{zb_key()}]",
          f"network_key from the old CC2652 backup (needed to move coordinator without re-pairing): [{zb_key()}]")
    r.add("zwave_s2_keys",
          f"Z-Wave JS UI security keys:\nS0_Legacy: {hexs(32).upper()}\nS2_Unauthenticated: {hexs(32).upper()}\nS2_Authenticated: {hexs(32).upper()}\nS2_AccessControl: {hexs(32).upper()}",
          f"zwave S2 access control key {hexs(32).upper()} - the front door lock was included with it")
    r.add("esphome_secrets",
          f"esphome secrets.yaml:\nwifi_ssid: \"Mancunian-IoT\"\nwifi_password: \"{hpw()}\"\napi_key: \"{b64(secrets.token_bytes(32))}\"\nota_password: \"{hexs(32)}\"",
          f"api:\n  encryption:\n    key: \"{b64(secrets.token_bytes(32))}\"   # bin-sensor.yaml",
          f"ESPHome OTA pw for the loft fan: {hexs(32)}")
    r.add("arr_api_key",
          f"Sonarr API key: {hexs(32)}",
          f"prowlarr -> radarr sync: http://radarr:7878, key {hexs(32)}",
          f"SABnzbd api key {hexs(32)}, nzb key {hexs(32)}")
    r.add("gitea_token",
          f"gitea token for renovate bot: {hexs(40)}",
          f"git remote set-url origin https://sam:{hexs(40)}@git.lab.internal/sam/infra.git",
          f"forgejo runner registration token: {rnd(ALNUM, 40)}")
    r.add("github_pat",
          f"GH PAT for the wiki backup push (private repo): ghp_{rnd(ALNUM, 36)}",
          f"github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)} - fine-grained, read-only on homelab-infra, exp Mar")
    r.add("duckdns_token",
          f"duckdns token {uid()} (subdomain acmesam), cron every 5 min",
          f"linuxserver/duckdns:\n  SUBDOMAINS=acmesam\n  TOKEN={uid()}")
    r.add("wifi_psk",
          f"Main wifi 'Chorlton-5G' psk: {hpw()}",
          f"IoT VLAN 20 ssid Mancunian-IoT key {rnd(ALNUM, 16)}",
          f"WIFI:T:WPA;S:Guest-Didsbury;P:{hpw()};;  (QR on the fridge)")
    r.add("bmc_password",
          f"HP iLO on the DL380 (ilo.lab.internal): Administrator / {rnd(UPPER + DIGITS, 8)} (from the pull tab)",
          f"iDRAC root pw changed from calvin -> {hpw()}",
          f"ipmitool -I lanplus -H 192.168.10.5 -U ADMIN -P {rnd(UPPER, 10)} chassis power status")
    k1, s1 = b2_pair()
    k2, s2 = b2_pair()
    k3, s3 = b2_pair()
    r.add("backblaze_b2",
          f"B2 app key for restic (bucket acme-homelab-restic):\nkeyID: {k1}\napplicationKey: {s1}",
          f"B2_ACCOUNT_ID={k2}\nB2_ACCOUNT_KEY={s2}",
          f"rclone.conf\n[b2]\ntype = b2\naccount = {k3}\nkey = {s3}")
    r.add("pushover_keys",
          f"Pushover app 'homelab' token {rnd(ALNUM, 30)}, my user key {rnd(ALNUM, 30)}",
          f"HA notify:\n  - platform: pushover\n    api_key: {rnd(ALNUM, 30)}\n    user_key: {rnd(ALNUM, 30)}")
    r.add("ntfy_gotify_token",
          f"ntfy token for the backup script: tk_{rnd(LOWER + DIGITS, 29)}",
          f"curl -H 'Authorization: Bearer tk_{rnd(LOWER + DIGITS, 29)}' -d 'borg ok' https://ntfy.acmehome.example/backups",
          f"gotify app token A{rnd(ALNUM + '.-_', 14)} (uptime-kuma notifications)")
    r.add("authelia_secrets",
          f"authelia configuration.yml:\njwt_secret: {rnd(ALNUM, 64)}\nsession:\n  secret: {rnd(ALNUM, 64)}\nstorage:\n  encryption_key: {rnd(ALNUM, 64)}",
          f"AUTHELIA_SESSION_SECRET={rnd(ALNUM, 64)}",
          f"authelia OIDC client 'proxmox' - client secret (plain, for the PVE realm): {rnd(ALNUM + '-._~', 72)}")
    r.add("truenas_api_key",
          f"TrueNAS API key (homepage + HA): 1-{rnd(ALNUM, 64)}",
          f"truenas admin (truenas.lab.internal): truenas_admin / {hpw()}")
    r.add("portainer_token",
          f"portainer access token for the gitops script: ptr_{rnd(URLSAFE, 43)}",
          f"Portainer (port 9443) admin / {hpw()}")
    r.add("docker_hub_pat",
          f"docker login -u samlab -p dckr_pat_{rnd(URLSAFE, 27)}",
          f"watchtower: REPO_USER=samlab REPO_PASS=dckr_pat_{rnd(URLSAFE, 27)}")
    r.add("database_password",
          f"immich .env:\nDB_USERNAME=postgres\nDB_PASSWORD={rnd(ALNUM, 24)}\nDB_DATABASE_NAME=immich",
          f"nextcloud db container: MYSQL_ROOT_PASSWORD={hpw()} MYSQL_PASSWORD={rnd(ALNUM, 20)}",
          f"psql postgresql://paperless:{rnd(ALNUM, 20)}@db.lab.internal:5432/paperless")
    r.add("samba_password",
          f"smbpasswd -a sam on the nas, pw {hpw()}",
          f"fstab: //nas.lab.internal/media /mnt/media cifs username=media,password={hpw()},uid=1000,iocharset=utf8 0 0")
    r.add("nut_upsd",
          f"/etc/nut/upsd.users:\n[upsmon]\n  password = {rnd(ALNUM, 16)}\n  upsmon primary",
          f"HA NUT integration: host nas.lab.internal:3493, user monuser, pass {hpw()}")
    r.add("opnsense_api",
          f"OPNsense API key (HA + homepage):\nkey={rnd(ALNUM + '+/', 80)}\nsecret={rnd(ALNUM + '+/', 80)}",
          f"opnsense root pw {hpw()} (console + web)")
    r.add("k3s_token",
          f"K3S_TOKEN=K10{hexs(64)}::server:{hexs(32)}",
          f"cat /var/lib/rancher/k3s/server/node-token\nK10{hexs(64)}::server:{hexs(32)}")
    r.add("octopus_api_key",
          f"Octopus Energy API key sk_live_{rnd(ALNUM, 24)} (account A-{hexs(8).upper()}) for the HA integration",
          f"curl -u sk_live_{rnd(ALNUM, 24)}: https://api.octopus.energy/v1/accounts/A-{hexs(8).upper()}/")
    r.add("smtp_app_password",
          f"Gmail app pw for NAS alerts (sam.lab.alerts): {groups(rnd(LOWER, 16), 4)}",
          f"proxmox notifications smtp: mail.acme.example:587, user alerts@acmehome.example, pw {hpw()}",
          f"vaultwarden SMTP_PASSWORD={groups(rnd(LOWER, 16), 4)}")
    r.add("camera_rtsp",
          f"rtsp://admin:{hpw()}@192.168.20.31:554/cam/realmonitor?channel=1&subtype=0",
          f"frigate go2rtc:\n  streams:\n    driveway: rtsp://frigate:{rnd(ALNUM, 14)}@192.168.20.32:554/h264Preview_01_main",
          f"Reolink doorbell admin password {hpw()} (app + web)")
    r.add("influxdb_token",
          f"INFLUX_TOKEN={b64(secrets.token_bytes(64))}",
          f"telegraf [[outputs.influxdb_v2]]\n  urls = [\"http://influx.lab.internal:8086\"]\n  token = \"{b64(secrets.token_bytes(64))}\"\n  organization = \"home\"")
    r.add("sops_age_key",
          f"sops key for the flux repo (~/.config/sops/age/keys.txt):\n# public key: age1{rnd(BECH32, 58)}\nAGE-SECRET-KEY-1{rnd(BECH32.upper(), 58)}",
          f"age identity for homelab-secrets: AGE-SECRET-KEY-1{rnd(BECH32.upper(), 58)}")
    r.add("totp_seed",
          f"otpauth://totp/Proxmox:root@pam?secret={rnd(BASE32, 32)}&issuer=pve01",
          f"Cloudflare 2FA seed (typed in by hand): {groups(rnd(BASE32, 32), 4)}")
    r.add("immich_api_key",
          f"Immich API key for the CLI upload: {rnd(ALNUM, 43)}",
          f"immich-go upload -server=http://immich.lab.internal:2283 -key={rnd(ALNUM, 43)} ~/Pictures/2019")
    r.add("grafana_admin",
          f"GF_SECURITY_ADMIN_PASSWORD={hpw()}",
          f"grafana service account token (for the HA dashboards): glsa_{rnd(ALNUM, 32)}_{hexs(8)}")
    r.add("router_admin",
          f"Virgin hub (modem mode) 192.168.100.1 admin pw {rnd(LOWER, 8)}",
          f"old BT hub admin password {rnd(LOWER + DIGITS, 10)} (card on the back) - hub now in loft as spare AP")
    r.add("synapse_secrets",
          f"homeserver.yaml:\nregistration_shared_secret: \"{rnd(ALNUM + '.~;,:=+-@^#&', 50)}\"\nmacaroon_secret_key: \"{rnd(ALNUM + '.~;,:=+-@^#&', 50)}\"\nform_secret: \"{rnd(ALNUM + '.~;,:=+-@^#&', 50)}\"",
          f"matrix: register_new_matrix_user -u sam -p {hpw()} -a -c homeserver.yaml")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("docker_digest",
          f"pinned ghcr.io/home-assistant/home-assistant:2024.{secrets.randbelow(12) + 1}.{secrets.randbelow(5)}@sha256:{hexs(64)}",
          f"docker images --digests\nREPOSITORY                 TAG      DIGEST\nvaultwarden/server         latest   sha256:{hexs(64)}\nlscr.io/linuxserver/plex   latest   sha256:{hexs(64)}",
          f"watchtower updated jellyfin: image {hexs(12)} -> {hexs(12)}, restarted 03:0{secrets.randbelow(10)}")
    r.add("zfs_pool_guid",
          f"zpool get guid tank\nNAME  PROPERTY  VALUE                 SOURCE\ntank  guid      {zfs_guid()}  -",
          f"two pools called tank after the move, so: zpool import {zfs_guid()} tank2",
          f"zdb -l /dev/sdb1 | grep guid\n    pool_guid: {zfs_guid()}\n    top_guid: {zfs_guid()}\n    guid: {zfs_guid()}")
    r.add("disk_serial",
          f"bay 3: WD Red Plus 8TB, serial WD-CA{rnd(UPPER + DIGITS, 8)}, bought Scan Computers 2022",
          f"RMA'd the IronWolf ZA{rnd(UPPER + DIGITS, 6)}; replacement is ZL2{rnd(UPPER + DIGITS, 5)}",
          f"smartctl -i /dev/sdc\nDevice Model:     ST8000VN004-2M2101\nSerial Number:    WSD{rnd(UPPER + DIGITS, 5)}\nLU WWN Device Id: 5 000c50 0{hexs(8)}\nFirmware Version: SC60")
    r.add("disk_wwn",
          f"/dev/disk/by-id/wwn-0x5000c500{hexs(8)} -> ../../sdc",
          f"zpool status tank\n  raidz1-0                  ONLINE  0 0 0\n    wwn-0x50014ee2{hexs(8)}  ONLINE  0 0 0\n    wwn-0x50014ee2{hexs(8)}  ONLINE  0 0 0\n    wwn-0x5000c500{hexs(8)}  ONLINE  0 0 0",
          f"passthrough to the TrueNAS VM: qm set 105 -scsi1 /dev/disk/by-id/ata-WDC_WD80EFZZ-68BTXN0_WD-CA{rnd(UPPER + DIGITS, 8)}")
    r.add("nvme_eui",
          f"nvme list\n/dev/nvme0n1  S4EWNX0R{rnd(UPPER + DIGITS, 6)}  Samsung SSD 970 EVO Plus 1TB\n/dev/nvme1n1  2{digits(3)}E{hexs(7).upper()}  CT1000P3SSD8",
          f"boot mirror is eui.0025388{hexs(9)} + eui.6479a7{hexs(10)}")
    a, b, c = vmid(), vmid(), vmid()
    r.add("lxc_vm_ids",
          f"pct list\nVMID       Status     Lock         Name\n{a}        running                 pihole\n{b}        running                 jellyfin\n{c}        stopped                 test-debian",
          "VM ids: 100-199 LXC, 200-299 VMs, 9000+ templates. 9001 = debian-12-cloudinit, 9002 = ubuntu-24.04",
          f"qm migrate {200 + secrets.randbelow(100)} pve02 --online (the HAOS VM), took {secrets.randbelow(60) + 20}s, downtime {secrets.randbelow(200) + 30}ms")
    r.add("mac_address",
          f"DHCP reservations:\n{mac()}  192.168.10.20  nas\n{mac()}  192.168.10.21  pve01\n{mac()}  192.168.10.22  pve02",
          f"HA VM net0: virtio={mac(':', True)},bridge=vmbr0,tag=20",
          f"new shelly in the kitchen: MAC {mac('', True)}, wired to the extractor")
    r.add("tailscale_nodes",
          f"tailscale status\n{ts_ip()}  pve01       sam@   linux    -\n{ts_ip()}  nas         sam@   linux    active; direct 192.168.10.20:41641\n{ts_ip()}  pixel-8     sam@   android  idle",
          f"exit node: vps-fra {ts_ip()} (also fd7a:115c:a1e0::{hexs(4)}:{hexs(4)})",
          f"subnet router is the pi4 ({ts_ip()}), advertises 192.168.10.0/24; key expiry disabled on it")
    r.add("tailscale_public_keys",
          f"tailscale debug netmap: nodekey:{hexs(64)}\ndiscokey:{hexs(64)}",
          f"tailnet lock: trusted signing key tlpub:{hexs(64)} (the laptop); second one tlpub:{hexs(64)} (nas)",
          f"tailscale status --json | jq .Self.PublicKey -> \"nodekey:{hexs(64)}\"")
    r.add("cloudflare_zone_id",
          f"acmehome.example zone id {hexs(32)}",
          f"curl https://api.cloudflare.com/client/v4/zones/{hexs(32)}/dns_records -H \"Authorization: Bearer $CF_TOKEN\"",
          f"ddns-updater config: zone_identifier {hexs(32)}, record {hexs(32)} (A, proxied=false)")
    r.add("cloudflare_account_id",
          f"CF account id {hexs(32)} (it's in the dashboard URL)",
          f"R2 endpoint https://{hexs(32)}.r2.cloudflarestorage.example for the restic copy; keys are in Vaultwarden",
          f"wrangler.toml\nname = \"status-page\"\naccount_id = \"{hexs(32)}\"\ncompatibility_date = \"2024-0{secrets.randbelow(9) + 1}-01\"")
    r.add("cloudflare_token_meta",
          f"CF token 'ddns-edit' (id {hexs(32)}) expires 2025-12-31, perms Zone.DNS:Edit, IP filter 203.0.113.0/24",
          f"/user/tokens/verify -> {{\"id\": \"{hexs(32)}\", \"status\": \"active\"}}, so the token itself is fine")
    t = uid()
    r.add("cloudflare_tunnel_id",
          f"cloudflared tunnel route dns {uid()} jelly.acmehome.example",
          f"config.yml\ntunnel: {t}\ncredentials-file: /etc/cloudflared/{t}.json\ningress:\n  - hostname: nc.acmehome.example\n    service: http://192.168.10.30:11000\n  - service: http_status:404",
          f"cloudflared tunnel list\nID                                   NAME      CREATED              CONNECTIONS\n{uid()} homelab   2024-02-1{secrets.randbelow(10)}T20:11:09Z 2xMAN, 2xLHR")
    r.add("ssh_host_fingerprint",
          f"The authenticity of host 'pbs.lab.internal (192.168.10.40)' can't be established.\nED25519 key fingerprint is {ssh_fp()}.",
          f"ssh-keygen -lf /etc/ssh/ssh_host_ecdsa_key.pub\n256 {ssh_fp()} root@pve01 (ECDSA)",
          f"host keys after reinstall of pve03: ed25519 {ssh_fp()}, rsa {ssh_fp()}")
    r.add("ha_entity_id",
          f"sensor.octopus_energy_electricity_{digits(2)}e{digits(7)}_16{digits(11)}_current_rate is the Agile price",
          f"automation: binary_sensor.hallway_motion_{hexs(4)}_occupancy on -> light.living_room_lamp at 20%",
          f"renamed sensor.{ieee16()}_temperature -> sensor.loft_temperature")
    r.add("ha_device_id",
          f"trigger:\n  - platform: device\n    device_id: {hexs(32)}\n    domain: zha\n    type: remote_button_short_press\n    subtype: turn_on",
          f"HA device page /config/devices/device/{hexs(32)} (the hallway IKEA remote)",
          f"service: light.turn_on\ntarget:\n  device_id:\n    - {hexs(32)}\n    - {hexs(32)}\ndata:\n  brightness_pct: 30")
    r.add("ha_secret_ref",
          "mqtt:\n  broker: mqtt.lab.internal\n  username: ha\n  password: !secret mqtt_password",
          "rest sensor for octopus uses headers: Authorization: !secret octopus_auth; token only in secrets.yaml",
          "homepage services.yaml: key: {{HOMEPAGE_VAR_HA_TOKEN}} (env comes from the compose .env)")
    r.add("git_commit",
          f"infra repo: rolled back to {hexs(40)} after the traefik v3 mess",
          f"git log --oneline\n{hexs(7)} pve: pin kernel 6.8.8-2\n{hexs(7)} ha: add octopus integration\n{hexs(7)} nc: bump to 29.0.4",
          f"the z2m fix is upstream commit {hexs(10)}, in 1.39.{secrets.randbelow(3)}")
    r.add("fstab_uuid",
          f"UUID={uid()} /mnt/backup ext4 defaults,nofail,x-systemd.device-timeout=10 0 2",
          f"blkid /dev/sdd1\n/dev/sdd1: UUID=\"{uid()}\" BLOCK_SIZE=\"4096\" TYPE=\"xfs\" PARTUUID=\"{uid()}\"",
          f"/etc/fstab on the pi: PARTUUID={hexs(8)}-02  /  ext4  defaults,noatime  0  1")
    r.add("luks_uuid",
          f"/etc/crypttab: backup_crypt UUID={uid()} none luks,discard,noauto",
          f"cryptsetup luksDump /dev/sdb1: Version 2, UUID {uid()}, keyslots 0 and 1 (argon2id)",
          f"lsblk -f\nsdb\n└─sdb1 crypto_LUKS 2 {uid()}\n  └─backup_crypt ext4 1.0 {uid()}  1.2T 61% /mnt/backup")
    r.add("wg_public_key",
          f"[Peer]  # phone\nPublicKey = {wg_key()}\nAllowedIPs = 10.13.13.3/32\n\n[Peer]  # laptop\nPublicKey = {wg_key()}\nAllowedIPs = 10.13.13.4/32",
          f"wg show\ninterface: wg0\n  public key: {wg_key()}\n  listening port: 51820\npeer: {wg_key()}\n  endpoint: 203.0.113.{secrets.randbelow(250) + 1}:51820\n  latest handshake: 41 seconds ago",
          f"pubkey for the vps end: {wg_key()} - sent to Dave for his side of the tunnel")
    r.add("le_cert_serial",
          f"openssl x509 -noout -serial -enddate -in cert.pem\nserial={hexs(36).upper()}\nnotAfter=Oct {secrets.randbelow(28) + 1} 11:0{secrets.randbelow(10)}:12 2024 GMT",
          f"crt.sh: *.acmehome.example serial {':'.join(secrets.token_hex(1) for _ in range(18))}, issuer R11",
          f"traefik renewed nc.acmehome.example - new serial 0{hexs(35)}, old one 0{hexs(35)}")
    r.add("cert_fingerprint",
          f"pvenode cert info -> fingerprint {pve_fp()}",
          f"storage.cfg\npbs: pbs-tank\n  datastore tank\n  server 192.168.10.40\n  username backup@pbs\n  fingerprint {pve_fp().lower()}",
          f"HA says the nas cert changed: SHA-256 {pve_fp()} (new LE cert, expected)")
    r.add("zigbee_ieee",
          f"{ieee16()} aqara door sensor (front door), battery 87%",
          f"z2m devices.yaml\n'{ieee16()}':\n  friendly_name: loft_temp\n'{ieee16()}':\n  friendly_name: hall_motion",
          f"ZHA: IEEE {':'.join(secrets.token_hex(1) for _ in range(8))}, nwk 0x{hexs(4)}, LQI {secrets.randbelow(255)}")
    r.add("zigbee_pan_ids",
          f"z2m moved to channel 25, pan_id 0x{hexs(4)}, ext_pan_id [{zb_key(8)}] - off wifi ch 6 now",
          f"coordinator SLZB-06, firmware 20240315, ieee {ieee16()}, tcp://192.168.20.9:6638")
    r.add("zwave_home_id",
          f"Z-Wave JS: home id 0x{hexs(8)} ({secrets.randbelow(4 * 10**9)}), controller node 1, {secrets.randbelow(30) + 5} nodes",
          f"node 14 (Aeotec multisensor 6): manufacturer 0x0086, product type 0x0102, product id 0x0064, fw 1.1{secrets.randbelow(10)}")
    r.add("container_id",
          f"docker ps\nCONTAINER ID   IMAGE                               STATUS\n{hexs(12)}   lscr.io/linuxserver/sonarr:latest   Up 3 days\n{hexs(12)}   lscr.io/linuxserver/radarr:latest   Up 3 days",
          f"docker inspect {hexs(64)} | jq .State.OOMKilled -> true, bump mem limit on immich-ml",
          f"podman ps -a --format '{{{{.ID}}}} {{{{.Names}}}}'\n{hexs(12)} paperless-webserver\n{hexs(12)} paperless-redis")
    r.add("vm_disk_names",
          f"scsi0: local-zfs:vm-{200 + secrets.randbelow(100)}-disk-0,discard=on,iothread=1,size=32G\nefidisk0: local-zfs:vm-{200 + secrets.randbelow(100)}-disk-1,efitype=4m,size=1M",
          f"zfs list -o name,used rpool/data\nrpool/data/subvol-{vmid()}-disk-0  {secrets.randbelow(20) + 1}.{secrets.randbelow(10)}G\nrpool/data/vm-{vmid()}-disk-0  {secrets.randbelow(60) + 4}.{secrets.randbelow(10)}G")
    r.add("restic_snapshot_ids",
          f"restic snapshots\nID        Time                 Host   Paths\n{hexs(8)}  2024-06-0{secrets.randbelow(9) + 1} 03:00:0{secrets.randbelow(10)}  nas    /srv\n{hexs(8)}  2024-06-1{secrets.randbelow(10)} 03:00:0{secrets.randbelow(10)}  nas    /srv",
          f"restic restore {hexs(8)} --target /tmp/restore --include /etc/pve",
          f"restic cat config -> repo id {hexs(64)}, version 2, chunker_polynomial {hexs(14)}")
    r.add("borg_archives",
          f"borg list\npve-etc-2024-06-0{secrets.randbelow(9) + 1}T02:30:01  Sat, 2024-06-08 02:30:02 [{hexs(64)}]\npve-etc-2024-06-1{secrets.randbelow(10)}T02:30:01  Sun, 2024-06-09 02:30:03 [{hexs(64)}]",
          f"borg info ssh://u{digits(6)}@u{digits(6)}.storagebox.example:23/./borg\nRepository ID: {hexs(64)}\nEncrypted: Yes (repokey BLAKE2b)")
    r.add("iso_checksum",
          f"proxmox-ve_8.2-1.iso sha256 {hexs(64)} - matches the site",
          f"sha256sum haos_ova-13.{secrets.randbelow(3)}.qcow2.xz\n{hexs(64)}  haos_ova-13.{secrets.randbelow(3)}.qcow2.xz",
          f"debian-12.6.0-amd64-netinst.iso SHA512 {hexs(128)}")
    r.add("gpg_fingerprint",
          f"Proxmox release key fingerprint {groups(hexs(40).upper(), 4)}",
          f"/etc/apt/keyrings/docker.gpg fingerprint {hexs(40).upper()} (checked against the docs)",
          f"gpg --recv-keys {hexs(16).upper()} (the Jellyfin repo key), then verify {hexs(40).upper()}")
    r.add("acme_challenge_txt",
          f"_acme-challenge.acmehome.example TXT \"{rnd(URLSAFE, 43)}\" left over from a failed renew, delete it",
          f"dig TXT _acme-challenge.nc.acmehome.example +short\n\"{rnd(URLSAFE, 43)}\"\n\"{rnd(URLSAFE, 43)}\"",
          f"certbot: Please deploy a DNS TXT record under _acme-challenge.pbs.acmehome.example with the value {rnd(URLSAFE, 43)} - did it by hand this once")
    v6 = f"2001:db8:{hexs(4)}:{hexs(2)}"
    r.add("ipv6_prefix",
          f"ISP gives a /56: {v6}00::/56; LAN = {v6}10::/64, IoT = {v6}20::/64",
          f"pihole ULA fd{hexs(2)}:{hexs(4)}:{hexs(4)}::53 handed out by RA as RDNSS")
    r.add("plex_machine_id",
          f"Plex server machineIdentifier {hexs(40)} (it's in the app URLs)",
          f"plex library section 3, ratingKey {digits(5, True)}, server {hexs(40)}",
          f"plex clients list: Living room Shield, id {rnd(LOWER + DIGITS, 24)}, platform Android, last seen {secrets.randbelow(23) + 1}h ago")
    r.add("jellyfin_ids",
          f"http://jellyfin.lab.internal:8096/web/#/details?id={hexs(32)}&serverId={hexs(32)}",
          f"jellyfin user id {hexs(32)} (sam); movies library id {hexs(32)}",
          f"jellyfin log: Playback stopped for item {hexs(32)} by sam on Kitchen Tablet (session {hexs(32)})")
    r.add("ha_automation_id",
          f"automations.yaml\n- id: '{digits(13, True)}'\n  alias: Hallway night light\n  mode: restart",
          f"trace for automation.heating_boost: run {hexs(32)}, context 01J{rnd('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 23)}")
    r.add("unifi_ids",
          f"unifi device _id {hexs(24)} (USW-Lite-8-PoE), site_id {hexs(24)}",
          f"https://unifi.lab.internal:8443/manage/default/devices/{hexs(24)}/ports - port 5 flapping",
          f"Unifi event log: AP-Loft ({mac()}) was disconnected, adopted again as device {hexs(24)}")
    r.add("esphome_names",
          f"esphome-web-{hexs(6)} -> renamed to bin-sensor; mac {mac(':', True)}",
          f"shellyplus2pm-{hexs(12)}.lab.internal is the landing light, fw 1.3.{secrets.randbelow(4)}")
    r.add("energy_meter_numbers",
          f"Electricity MPAN 16 {digits(4)} {digits(4)} {digits(3)}, meter serial 21E{digits(7)}; gas MPRN {digits(10, True)}, meter E6S{digits(8)}{digits(2)}",
          f"Octopus account A-{hexs(8).upper()}, tariff E-1R-AGILE-24-10-01-G, region G (North West)")
    r.add("machine_id",
          f"cloned VM had the same /etc/machine-id {hexs(32)} -> DHCP clash. rm it + systemd-machine-id-setup, new one {hexs(32)}",
          f"journalctl --list-boots\n -1 {hexs(32)} Sat 2024-06-08 02:11:04 BST\n  0 {hexs(32)} Sun 2024-06-09 09:40:56 BST",
          f"/var/lib/dbus/machine-id on the pi: {hexs(32)} (same as /etc/machine-id, fine)")
    r.add("iscsi_iqn",
          f"iSCSI target iqn.2005-10.org.freenas.ctl:proxmox-{secrets.randbelow(9) + 1} on 192.168.30.10:3260",
          f"/etc/iscsi/initiatorname.iscsi on pve02: InitiatorName=iqn.1993-08.org.debian:01:{hexs(12)}")
    r.add("smart_output",
          f"smartctl -A /dev/sdb\n  5 Reallocated_Sector_Ct   0x0033   100   100   010    Pre-fail  Always       -       {secrets.randbelow(9)}\n  9 Power_On_Hours          0x0032   0{secrets.randbelow(90) + 10}   0{secrets.randbelow(90) + 10}   000    Old_age   Always       -       {digits(5, True)}\n194 Temperature_Celsius     0x0022   0{secrets.randbelow(30) + 30}   0{secrets.randbelow(20) + 40}   000    Old_age   Always       -       {secrets.randbelow(15) + 30}",
          f"scrub repaired 0B in 0{secrets.randbelow(10)}:{secrets.randbelow(50) + 10}:{secrets.randbelow(50) + 10} with 0 errors on Sun Jun  9 00:24:{secrets.randbelow(50) + 10} 2024")
    r.add("nextcloud_instanceid",
          f"config.php: 'instanceid' => 'oc{rnd(LOWER + DIGITS, 10)}', 'version' => '29.0.{secrets.randbelow(6)}.1', 'overwriteprotocol' => 'https'",
          f"appdata_oc{rnd(LOWER + DIGITS, 10)}/preview is {secrets.randbelow(40) + 10}G - run occ preview:cleanup")
    r.add("age_recipient",
          f".sops.yaml\ncreation_rules:\n  - path_regex: .*secret.*\\.yaml\n    age: age1{rnd(BECH32, 58)}",
          f"sops recipients for the flux repo: age1{rnd(BECH32, 58)} (laptop), age1{rnd(BECH32, 58)} (nas)",
          f"age -r age1{rnd(BECH32, 58)} -o wiki-export.tar.age wiki-export.tar  (encrypt to the offsite key)")
    r.add("pihole_stats",
          f"gravity: {secrets.randbelow(900000) + 100000} domains; {secrets.randbelow(90000) + 10000} queries today, {secrets.randbelow(30) + 10}.{secrets.randbelow(10)}% blocked; top client 192.168.20.{secrets.randbelow(250) + 1}",
          f"pihole -t\nquery[AAAA] {rnd(LOWER + DIGITS, 20)}.cdn.example from 192.168.20.{secrets.randbelow(250) + 1}\ngravity blocked {rnd(LOWER + DIGITS, 16)}.metrics.example is 0.0.0.0")
    r.add("dhcp_leases",
          f"dnsmasq.leases\n{1_717_000_000 + secrets.randbelow(10**6)} {mac()} 192.168.20.{secrets.randbelow(250) + 1} esp-loftfan 01:{mac()}\n{1_717_000_000 + secrets.randbelow(10**6)} {mac()} 192.168.20.{secrets.randbelow(250) + 1} * *",
          f"kea lease for the doorbell: hw-address {mac()}, client-id ff:{hexs(8)[:2]}:{hexs(8)[:2]}:{hexs(8)[:2]}:{hexs(8)[:2]}:00:01:00:01:{hexs(8)[:2]}:{hexs(8)[:2]}, valid-lft 86400")
    r.add("vlan_subnets",
          "VLAN 10 mgmt 192.168.10.0/24, VLAN 20 IoT 192.168.20.0/24 (no internet), VLAN 30 storage 192.168.30.0/24 jumbo 9000, VLAN 40 guest",
          f"vmbr0 bridge-vids 2-4094, pve01 mgmt 192.168.10.{secrets.randbelow(20) + 10}/24 gw .1, corosync on 10.99.0.0/24")
    r.add("package_versions",
          f"pveversion\npve-manager/8.2.{secrets.randbelow(5)}/{hexs(16)} (running kernel: 6.8.{secrets.randbelow(12)}-2-pve)",
          f"HA core 2024.{secrets.randbelow(12) + 1}.{secrets.randbelow(5)}, supervisor 2024.0{secrets.randbelow(9) + 1}.1, OS 12.{secrets.randbelow(5)}, frontend 2024071{secrets.randbelow(10)}.0")
    r.add("wifi_bssid",
          f"AP-Hallway BSSID {mac()}, 5GHz ch 36/80, RSSI -{secrets.randbelow(30) + 45}; AP-Loft {mac()} ch 149",
          f"iw dev wlan0 link\nConnected to {mac()} (on wlan0)\n\tSSID: Mancunian-IoT\n\tfreq: 2437\n\tsignal: -{secrets.randbelow(30) + 40} dBm")
    r.add("smbios_uuid",
          f"qm config {200 + secrets.randbelow(100)}\nsmbios1: uuid={uid()}\nvmgenid: {uid()}\nostype: l26",
          f"dmidecode -s system-uuid on the DL380: {uid().upper()}")
    r.add("ups_serials",
          f"APC Back-UPS BX1600MI serial 9B{digits(10)}, battery swapped 2024-0{secrets.randbelow(9) + 1}, RBC{secrets.randbelow(100) + 100}",
          f"upsc apc@localhost\nbattery.charge: {secrets.randbelow(30) + 70}\nups.serial: 4B{digits(4)}P{digits(5)}\nups.load: {secrets.randbelow(40) + 10}")
    r.add("proxmox_upid",
          f"task UPID:pve01:{hexs(8).upper()}:{hexs(8).upper()}:{hexs(8).upper()}:vzdump:{vmid()}:root@pam: failed - unable to acquire lock",
          f"UPID:pve02:{hexs(8).upper()}:{hexs(8).upper()}:{hexs(8).upper()}:qmigrate:{200 + secrets.randbelow(100)}:root@pam: OK")
    r.add("ha_backup_slug",
          f"HA backup slug {hexs(8)} ({secrets.randbelow(900) + 100} MB, partial: homeassistant + z2m), copied to the nas",
          f"ha backups restore {hexs(8)} --homeassistant --addons core_mosquitto")
    r.add("secret_prose",
          "Moved every password out of this wiki into Vaultwarden; only the item names stay here (e.g. 'PPPoE - Zen', 'LUKS - nas').",
          "PPPoE creds are on the ISP welcome letter in the drawer, not here. VLAN 101, MTU 1492.",
          f"Rotated all the HA long-lived tokens after the laptop got nicked on the {secrets.randbelow(200) + 1} bus - homepage + grafana updated.")
    r.add("env_placeholders",
          "RESTIC_PASSWORD_FILE=/root/.restic-pass (0600) and RESTIC_REPOSITORY=b2:acme-homelab-restic:/pve",
          "vaultwarden compose: ADMIN_TOKEN=${VW_ADMIN_TOKEN}; the real value is in .env, which is in .gitignore",
          "TS_AUTHKEY=file:/run/secrets/ts_authkey and TS_STATE_DIR=/var/lib/tailscale")
    r.add("tailscale_key_meta",
          f"Tailscale keys page: auth key id {ts_id()}, reusable, expires in {secrets.randbelow(80) + 10} days, tags tag:container",
          f"tailscale acl: tagOwners tag:server [autogroup:admin]; node pve01 id n{rnd(ALNUM, 11)}CNTRL, stable id {digits(16, True)}")
    r.add("integration_ids",
          f"HA .storage/core.config_entries entry_id 01J{rnd('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 23)} for the octopus integration",
          f"z2m coordinator_backup.json: \"coordinator_ieee\": \"{hexs(16)}\", \"pan_id\": \"{hexs(4)}\", \"channel\": 25, \"nwk_update_id\": {secrets.randbelow(10)}")
    return r


def main() -> None:
    write_corpora("make_heldout67.py", [
        ("heldout67_credentials.yaml", credentials(), "batch 67 (Manchester home-lab self-hoster's wiki), written blind; every value synthetic"),
        ("heldout67_lookalikes.yaml", lookalikes(), "batch 67 look-alikes: home-lab identifiers, public keys and secret references, written blind"),
    ])


if __name__ == "__main__":
    main()
