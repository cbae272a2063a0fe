# ruff: noqa: E501
"""Writes heldout285_credentials.yaml and heldout285_lookalikes.yaml: held-out batch 285.

Persona: a home-lab enthusiast and office worker in Osaka who writes his notes in Japanese
mixed with English. He keeps the Proxmox and TrueNAS root passwords, a Home Assistant
long-lived access token, a Tailscale auth key, a Cloudflare Tunnel token, the router admin
password, the Wi-Fi WPA keys, the Synology NAS admin, his LINE and Rakuten passwords and his
MUFG online banking password and 暗証番号; beside them sit many look-alikes: MAC addresses,
serial numbers, UUIDs, ZFS pool GUIDs, Tailscale node public keys, WireGuard public keys,
SHA256 checksums of ISO files, Docker image digests, postal codes, phone numbers and order
numbers.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    b64,
    digits,
    hexs,
    jwt,
    mac,
    openai_project_key,
    openssh_private,
    phrase,
    pick,
    pw,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = [
    "takoyaki", "kuromon", "yodogawa", "shinsekai", "umeda", "hanshin", "kitsune", "sakura",
    "momiji", "tsuki", "kumo", "yama", "kawa", "denki", "raspberry", "cobalt", "lantern",
    "harbor", "maple", "otter", "ramen", "okonomi", "tenma", "namba", "kaiyukan", "biwako",
]


def human_pw() -> str:
    """A password of the kind he makes up himself."""
    return pick(
        f"{pick('Namba', 'Umeda', 'Tenma', 'Kyobashi', 'Shinsaibashi')}{digits(4)}{pick('!', '#', '$', '%')}{rnd(LOWER, 3)}",
        f"{pick('tako', 'okonomi', 'kushikatsu', 'ikayaki')}-{rnd(ALNUM, 6)}-{digits(2)}",
        f"{rnd(UPPER, 1)}{rnd(LOWER, 5)}{digits(3)}_{rnd(ALNUM, 4)}",
        pw(),
    )


def ha_token() -> str:
    iat = 1_700_000_000 + secrets.randbelow(50_000_000)
    return jwt({"iss": hexs(32), "iat": iat, "exp": iat + 315_360_000})


def ts_authkey() -> str:
    return f"tskey-auth-k{rnd(ALNUM, pick(7, 8, 9, 10))}CNTRL-{rnd(ALNUM, pick(32, 33))}"


def cf_tunnel_token() -> str:
    data = {"a": hexs(32), "t": uid(), "s": b64(secrets.token_bytes(32))}
    return b64(json.dumps(data, separators=(",", ":")).encode())


def truenas_key() -> str:
    return f"{secrets.randbelow(9) + 1}-{rnd(ALNUM, 64)}"


def nc_app_password() -> str:
    return "-".join(rnd(ALNUM, 5) for _ in range(5))


def wifi_key() -> str:
    return pick(rnd(LOWER + DIGITS, 13), rnd(ALNUM, 16), f"{pick('kotatsu', 'mikan', 'neko')}{digits(6)}{rnd(UPPER, 2)}")


def zpool_guid() -> str:
    return str(secrets.randbelow(2**64 - 10**18) + 10**18)


def sha256() -> str:
    return hexs(64)


def colon_fp(n: int = 32) -> str:
    return ":".join(rnd(HEX, 2).upper() for _ in range(n))


def ts_ip() -> str:
    return f"100.{secrets.randbelow(64) + 64}.{secrets.randbelow(256)}.{secrets.randbelow(254) + 1}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "proxmox_root_password",
        f"pve01 (Proxmox VE 8) root パスワード: {human_pw()}",
        f"proxmox root@pam / {pw()}  ← 2024年末に変更済み",
        f"メモ：pve.home.internal:8006 ログイン root、pass {human_pw()} (Linux PAM)",
        f"Proxmoxのrootパスワ-ド忘れそうなので: {rnd(ALNUM + '!@#', 18)}",
        f"pve02 の root pw = {pw()}\nSSH も同じ。鍵認証に切り替えるまでの暫定。",
    )
    r.add(
        "proxmox_api_token",
        f"Terraform 用 Proxmox API token\nPVEAPIToken=terraform@pve!tf={uid()}",
        f"proxmox token id: root@pam!homepage  secret: {uid()}",
        f"pve-exporter の設定\ndefault:\n  user: prometheus@pve\n  token_name: exporter\n  token_value: {uid()}",
        f'curl -k -H "Authorization: PVEAPIToken=ansible@pve!deploy={uid()}" https://pve.home.internal:8006/api2/json/nodes',
    )
    r.add(
        "truenas_root_password",
        f"TrueNAS SCALE (nas01) root / {human_pw()}",
        f"truenas の root パスワード {pw()} 、truenas_admin も同じにしてしまった…",
        f"TrueNAS webUI → https://nas01.home.internal  user=root pass={rnd(ALNUM, 14)}",
        f"NAS(TrueNAS Core 旧機) rootパス: {human_pw()}　※IPMIとは別",
        f"truenas root pw 変更 ({pick('3', '4', '5')}/1): 旧 {pw()} → 新 {pw()}",
    )
    r.add(
        "truenas_api_key",
        f"TrueNAS API key (homepage widget用): {truenas_key()}",
        f"truenas-api: {truenas_key()}",
        f'curl -H "Authorization: Bearer {truenas_key()}" http://nas01.home.internal/api/v2.0/pool',
        f"Home Assistant の TrueNAS 連携に入れたキー\n{truenas_key()}",
    )
    r.add(
        "home_assistant_token",
        f"Home Assistant long-lived access token (Node-RED 用)\n{ha_token()}",
        f"HA LLAT: {ha_token()}",
        f"homepage/services.yaml\n- Home Assistant:\n    widget:\n      type: homeassistant\n      url: http://ha.home.internal:8123\n      key: {ha_token()}",
        f'curl -H "Authorization: Bearer {ha_token()}" http://ha.home.internal:8123/api/states',
        f"ホームアシスタントのトークン（10年有効）↓\n{ha_token()}\nスマホのウィジェットにも同じの使ってる",
    )
    r.add(
        "tailscale_auth_key",
        f"Tailscale auth key (reusable, ephemeral): {ts_authkey()}",
        f"tailscale up --authkey={ts_authkey()} --advertise-routes=192.168.10.0/24",
        f"TS_AUTHKEY={ts_authkey()}",
        f"subnet router 用 tailscale 認証キー、90日で期限切れ注意\n{ts_authkey()}",
        f"docker compose の tailscale サイドカー\n  environment:\n    - TS_AUTHKEY={ts_authkey()}\n    - TS_HOSTNAME=jellyfin",
    )
    r.add(
        "cloudflare_tunnel_token",
        f"Cloudflare Tunnel (homelab) token:\n{cf_tunnel_token()}",
        f"cloudflared tunnel run --token {cf_tunnel_token()}",
        f"TUNNEL_TOKEN={cf_tunnel_token()}",
        f"cf tunnel トークン、Zero Trust の画面から再発行したやつ\n{cf_tunnel_token()}",
        f"sudo cloudflared service install {cf_tunnel_token()}",
    )
    r.add(
        "cloudflare_api_token",
        f"Cloudflare API token (DNS edit, zone acme.example): {rnd(URLSAFE, 40)}",
        f"cert-manager の cloudflare-api-token-secret\n  api-token: {rnd(URLSAFE, 40)}",
        f"DDNS更新スクリプト用 CF_API_TOKEN={rnd(URLSAFE, 40)}",
        f"traefik: CF_DNS_API_TOKEN: {rnd(URLSAFE, 40)}",
    )
    r.add(
        "router_admin_password",
        f"ルーター (Aterm WX5400HP) 管理者パスワード: {human_pw()}",
        f"YAMAHA RTX830 admin: {pw()}\nlogin password も同じ",
        f"router 192.168.10.1 admin/{rnd(ALNUM, 12)}",
        f"ひかり電話ルーター(PR-600MI) のユーザー名 user / パスワード {human_pw()}",
        f"OpenWrt (ER-X) root pass -> {pw()}",
    )
    r.add(
        "wifi_wpa_key",
        f"Wi-Fi\nSSID: aterm-{hexs(6)}-g\n暗号化キー: {wifi_key()}",
        f"家のWiFi パスワード {wifi_key()}  (5GHz/2.4GHz 共通)",
        f"WIFI:T:WPA;S:HomeLab-IoT;P:{wifi_key()};;",
        f"ゲスト用 SSID guest-osaka の WPA2 キー = {wifi_key()}",
        f"IoT VLAN (SSID: iot-2g) psk {wifi_key()}",
        f"hostapd.conf\nssid=kitchen-ap\nwpa=2\nwpa_passphrase={wifi_key()}",
    )
    r.add(
        "synology_admin_password",
        f"Synology DS920+ 管理者 (admin無効化済み、代わりに nasadmin) / {human_pw()}",
        f"DSM ログイン: nasadmin  pw: {pw()}",
        f"synology.home.internal:5001 → id: kenji_adm pass: {rnd(ALNUM + '#%', 15)}",
        f"ds220j (実家バックアップ) 管理者パスワード {human_pw()}",
        f"Synology C2 暗号化パスワード (Hyper Backup): {pw()}",
    )
    r.add(
        "line_account_password",
        f"LINE パスワード: {human_pw()}",
        f"LINE ログイン メール kenji@mail.example / pass {pw()}",
        f"line のパスワ {rnd(ALNUM, 10)}（機種変更のとき必要）",
        f"LINE 引き継ぎ用\nメール: k.tanaka@mail.example\nパスワード: {human_pw()}",
        f"LINEアカウントPW→{pw()}",
    )
    r.add(
        "rakuten_password",
        f"楽天会員 ID kenji_osaka / パスワード {human_pw()}",
        f"Rakuten login pass: {pw()}",
        f"楽天カードe-NAVI パスワード {rnd(ALNUM, 12)}",
        f"楽天証券 ログインPW {human_pw()} 取引暗証番号 {digits(4)}",
        f"rakuten ユーザID: tnk{digits(4)}  pw: {pw()}",
    )
    r.add(
        "mufg_banking_password",
        f"三菱UFJダイレクト 契約番号 {digits(10, True)} ログインパスワード {rnd(ALNUM, 12)}",
        f"MUFG online banking pw: {rnd(ALNUM, 10)}",
        f"MUFG ダイレクト\n  契約番号: {digits(10, True)}\n  ログインPW: {human_pw()}",
        f"UFJのネットバンキングのパスワード変えた → {rnd(ALNUM, 14)}",
        f"三菱UFJ インターネットバンキング ログイン: {rnd(ALNUM, 11)}（英数字混在）",
    )
    r.add(
        "bank_pin",
        f"MUFG キャッシュカード 暗証番号 {digits(4)}",
        f"UFJ 暗証番号：{digits(4)}",
        f"三菱UFJ カード暗証 {digits(4)} / 楽天銀行 暗証番号 {digits(4)}",
        f"mufg ATM PIN {digits(4)}",
        f"ゆうちょ キャッシュカード暗証番号 = {digits(4)}（母の口座、代理で管理）",
    )
    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.2/24\nDNS = 192.168.10.53",
        f"wg0 (VPS側) private key: {wg_key()}",
        f"WireGuard 実家ルーター用 秘密鍵 {wg_key()}",
        f"wg-easy クライアント iphone の PrivateKey={wg_key()}",
    )
    r.add(
        "ssh_private_key",
        f"pve01 へ入る鍵 (id_ed25519_homelab)\n{openssh_private()}",
        f"VPS (vps.acme.example) の秘密鍵、パスフレーズ無し\n{openssh_private()}",
        f"ansible 用 deploy key\n{openssh_private()}",
    )
    r.add(
        "mqtt_password",
        f"mosquitto ユーザー homeassistant / {human_pw()}",
        f"zigbee2mqtt configuration.yaml\nmqtt:\n  server: mqtt://192.168.10.20:1883\n  user: z2m\n  password: {rnd(ALNUM, 16)}",
        f"MQTT broker pw (tasmota 全部同じ) {pw()}",
        f"mosquitto_pub -h mqtt.home.internal -u esphome -P '{pw()}' -t test -m hi",
    )
    r.add(
        "nextcloud_app_password",
        f"Nextcloud アプリパスワード (DAVx5 Android): {nc_app_password()}",
        f"nextcloud app pw for rclone: {nc_app_password()}",
        f"Nextcloud デスクトップクライアント (会社PC) app password\n{nc_app_password()}",
        f"nc.home.internal  user kenji  app-pass {nc_app_password()}",
    )
    r.add(
        "database_connection_string",
        f"immich DB: postgresql://postgres:{rnd(ALNUM, 20)}@immich-db:5432/immich",
        f"DB_URL=postgres://paperless:{pw()}@10.0.20.15:5432/paperless",
        f"nextcloud の mariadb\nMYSQL_USER=nextcloud\nMYSQL_PASSWORD={rnd(ALNUM, 24)}\nMYSQL_ROOT_PASSWORD={rnd(ALNUM, 24)}",
        f"mongodb://unifi:{rnd(ALNUM, 18)}@127.0.0.1:27117/unifi?authSource=admin",
    )
    r.add(
        "restic_repository_password",
        f"restic repo (B2) パスワード: {pw()}",
        f"RESTIC_PASSWORD={rnd(ALNUM, 32)}",
        f"バックアップ (restic) の暗号化パスワード、これ無くしたら全部読めない!!\n{phrase(WORDS, 6, '-')}",
        f"borg passphrase (nas01 → usb hdd): {phrase(WORDS, 5, ' ')}",
    )
    r.add(
        "zfs_encryption_passphrase",
        f"ZFS tank/secure の暗号化パスフレーズ: {phrase(WORDS, 6, ' ')}",
        f"zfs load-key tank/private 用 passphrase = {phrase(WORDS, 5, '.')}{digits(2)}",
        f"TrueNAS データセット暗号化 passphrase\n{phrase(WORDS, 7, ' ')}",
        f"zfs keyformat=passphrase (backup/vault) → {rnd(ALNUM, 24)}",
    )
    r.add(
        "mynumber_card_pin",
        f"マイナンバーカード 利用者証明用 暗証番号 {digits(4)}",
        f"マイナカード\n  署名用電子証明書 パスワード: {rnd(UPPER + DIGITS, 8)}\n  利用者証明用: {digits(4)}\n  券面事項入力補助: {digits(4)}",
        f"e-Tax で使う署名用パスワード {rnd(UPPER + DIGITS, 10)}",
        f"マイナポータル ログイン用 4桁 {digits(4)}",
    )
    r.add(
        "securities_password",
        f"SBI証券 ユーザーネーム {rnd(LOWER + DIGITS, 8)} ログインPW {human_pw()} 取引PW {rnd(ALNUM, 10)}",
        f"SBI 取引パスワード {rnd(ALNUM, 8)}",
        f"新NISA口座 (SBI) login pass: {pw()}",
        f"iDeCo (SBI) パスワード {rnd(ALNUM, 12)}",
    )
    r.add(
        "discord_webhook",
        f"Uptime Kuma 通知用 Discord webhook\nhttps://discord.com/api/webhooks/{digits(19, True)}/{rnd(URLSAFE, 68)}",
        f"DISCORD_WEBHOOK_URL=https://discord.com/api/webhooks/{digits(18, True)}/{rnd(URLSAFE, 68)}",
        f"watchtower notification url: discord://{rnd(URLSAFE, 68)}@{digits(19, True)}",
        f"#homelab-alerts の webhook → https://discordapp.com/api/webhooks/{digits(19, True)}/{rnd(URLSAFE, 68)}",
    )
    r.add(
        "line_messaging_api_token",
        f"LINE Messaging API (家のbot) channel access token (long-lived)\n{rnd(B64, 171)}=",
        f"LINE bot\nChannel secret: {hexs(32)}\nChannel access token: {rnd(B64, 171)}=",
        f"HA の LINE 通知用 LINE_CHANNEL_ACCESS_TOKEN={rnd(B64, 171)}=",
        f"LINE チャネルシークレット {hexs(32)}（Webhook 署名検証用）",
    )
    r.add(
        "telegram_bot_token",
        f"Telegram bot (homelab_notify_bot) token {digits(10, True)}:AA{rnd(URLSAFE, 33)}",
        f"TELEGRAM_BOT_TOKEN={digits(10, True)}:AA{rnd(URLSAFE, 33)}\nTELEGRAM_CHAT_ID={digits(9, True)}",
        f"proxmox backup 通知 → telegram  token: {digits(10, True)}:AA{rnd(URLSAFE, 33)}",
    )
    r.add(
        "openai_api_key",
        f"HA の OpenAI Conversation 用 API key: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"open-webui に入れた openai キー\n{openai_project_key()}",
    )
    r.add(
        "backblaze_b2_key",
        f"B2 application key (restic用)\nkeyID: 005{hexs(22)}\napplicationKey: K005{rnd(ALNUM + '+/', 27)}",
        f"B2_ACCOUNT_ID=005{hexs(22)}\nB2_ACCOUNT_KEY=K005{rnd(ALNUM + '+/', 27)}",
        f"rclone b2 remote\n[b2]\ntype = b2\naccount = 005{hexs(22)}\nkey = K005{rnd(ALNUM + '+/', 27)}",
        f"Backblaze アプリケーションキー K005{rnd(ALNUM + '+/', 27)} (bucket: homelab-backup-osaka のみ)",
    )
    r.add(
        "ipmi_admin_password",
        f"Supermicro X11SCH IPMI ADMIN / {rnd(UPPER, 10)} （シールに書いてあったやつ）",
        f"iDRAC (R730 中古) root パスワード {human_pw()}",
        f"BMC 192.168.99.10 user ADMIN pass {rnd(UPPER, 10)}",
        f"ipmitool -I lanplus -H 192.168.99.11 -U ADMIN -P {rnd(ALNUM, 12)} chassis power status",
    )
    r.add(
        "dns_filter_admin_password",
        f"Pi-hole web password: {pw()}",
        f"AdGuard Home admin / {human_pw()}",
        f"pihole API token (gravity-sync / homepage): {hexs(64)}",
        f"pihole setpassword '{rnd(ALNUM, 14)}' で変更した",
    )
    r.add(
        "vaultwarden_admin_token",
        f"Vaultwarden ADMIN_TOKEN={b64(secrets.token_bytes(48))}",
        f"vaultwarden /admin ページのトークン {b64(secrets.token_bytes(48))}",
        f"Bitwarden (self-host) のマスターパスワード {phrase(WORDS, 5, '-')}{digits(2)}",
        f"vaultwarden docker-compose\n    environment:\n      - ADMIN_TOKEN={b64(secrets.token_bytes(48))}\n      - SIGNUPS_ALLOWED=false",
    )
    r.add(
        "registry_access_token",
        f"Docker Hub PAT (read-only, pull rate limit 対策) dckr_pat_{rnd(URLSAFE, 27)}",
        f"docker login -u kenjiosaka -p dckr_pat_{rnd(URLSAFE, 27)}",
        f"GHCR 用 GitHub token ghp_{rnd(ALNUM, 36)}",
        f"renovate の GITHUB_COM_TOKEN=github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}",
    )
    r.add(
        "grafana_credentials",
        f"Grafana service account token: glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
        f"grafana admin / {human_pw()}",
        f"GF_SECURITY_ADMIN_PASSWORD={pw()}",
    )
    r.add(
        "ups_nut_password",
        f"upsd.users\n[upsmon]\n  password = {rnd(ALNUM, 16)}\n  upsmon primary",
        f"MONITOR apc@192.168.10.5 1 monuser {rnd(ALNUM, 12)} secondary",
        f"NUT (Synology から接続) user monuser pw {pw()}",
    )
    r.add(
        "switchbot_api_token",
        f"SwitchBot API\ntoken: {hexs(96)}\nsecret: {hexs(32)}",
        f"switchbot トークン {hexs(96)}",
        f"SWITCHBOT_TOKEN={hexs(96)}\nSWITCHBOT_SECRET={hexs(32)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "mac_address",
        f"pve01 の NIC (enp3s0) MAC {mac()}",
        f"DHCP 固定割り当て\n  nas01    {mac(upper=True)}  192.168.10.10\n  ha       {mac(upper=True)}  192.168.10.20\n  printer  {mac(upper=True)}  192.168.10.30",
        f"Switch Bot Hub の MAC: {mac('-', True)}",
        f"WoL: wakeonlan {mac()}",
        f"新しい ESP32 (リビング温湿度) MACアドレス {mac()}",
    )
    r.add(
        "serial_number",
        f"WD Red Plus 4TB シリアル WD-WX{rnd(UPPER + DIGITS, 10)}（保証 2027/03 まで）",
        f"Synology DS920+ S/N: {digits(4, True)}PDN{digits(6)}",
        f"HDD 交換記録 ada3 → S/N ZL2{rnd(UPPER + DIGITS, 5)} (IronWolf 8TB)",
        f"UPS (APC BR550S-JP) シリアル 3B{digits(4)}X{digits(5)}",
        f"NUC のシリアル番号 G6{rnd(UPPER + DIGITS, 10)}（修理依頼で聞かれた）",
    )
    r.add(
        "vm_uuid",
        f"VM 101 (ha-os) smbios1: uuid={uid()}",
        f"Windows VM 移行後 vmgenid: {uid()}",
        f"https://pve.home.internal:8006/#v1:0:=qemu%2F105:4:::::: (uuid {uid()})",
        f"TrueNAS app (immich) のインスタンスID {uid()}",
        f"blkid /dev/sdb1 → UUID=\"{uid()}\" TYPE=\"ext4\"\n/etc/fstab にこの UUID で書く",
    )
    r.add(
        "zfs_pool_guid",
        f"zpool get guid tank → {zpool_guid()}",
        f"import できないとき: zpool import {zpool_guid()} tank2",
        f"tank の pool GUID {zpool_guid()} / backup の GUID {zpool_guid()}",
        f"zdb -l /dev/sdc1 の guid: {zpool_guid()}  (vdev)",
        f"TrueNAS アラート: Pool tank state is DEGRADED, vdev guid {zpool_guid()}",
    )
    r.add(
        "tailscale_node_key",
        f"tailscale status --json の PublicKey: nodekey:{hexs(64)}",
        f"pve01 の Tailscale node key nodekey:{hexs(64)}（期限無効化済み）",
        f"Tailscale machine key mkey:{hexs(64)}",
        f"DERP 経由になる原因調査、discokey:{hexs(64)}",
        f"tailnet lock: tlpub:{hexs(64)} を署名ノードとして追加",
    )
    r.add(
        "wireguard_public_key",
        f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.8.0.3/32",
        f"実家ルーター側の公開鍵 {wg_key()}",
        f"wg show: peer: {wg_key()}  latest handshake: 1 minute ago",
        f"VPS の WireGuard public key (相手に送る用) {wg_key()}",
        f"Mullvad の server pubkey jp-osa-wg-001: {wg_key()}",
    )
    r.add(
        "iso_checksum",
        f"proxmox-ve_8.3-1.iso SHA256: {sha256()}",
        f"TrueNAS-SCALE-24.10.iso の sha256sum {sha256()}  一致した",
        f"ubuntu-24.04.1-live-server-amd64.iso\n{sha256()} *ubuntu-24.04.1-live-server-amd64.iso",
        f"debian-12.8.0-amd64-netinst.iso のチェックサム {sha256()}",
        f"Win11_24H2_Japanese_x64.iso  SHA-256 {sha256().upper()}",
    )
    r.add(
        "docker_image_digest",
        f"homeassistant/home-assistant:2024.12 @sha256:{sha256()}",
        f"immich-server を固定: ghcr.io/immich-app/immich-server@sha256:{sha256()}",
        f"docker pull でこけたときの digest sha256:{sha256()}",
        f"renovate の PR: update jellyfin/jellyfin digest to {hexs(7)} (sha256:{sha256()})",
        f"image: postgres:16-alpine@sha256:{sha256()}",
    )
    r.add(
        "postal_code",
        f"実家の郵便番号 〒5{digits(2)}-{digits(4)}",
        f"送付先 〒530-{digits(4)} 大阪市北区 (会社)",
        f"ふるさと納税の返礼品、住所の郵便番号 5{digits(2)}-{digits(4)} で登録",
        f"zip: 5{digits(6)} (Amazon の配送先)",
    )
    r.add(
        "phone_number",
        f"NTT 故障受付 0120-{digits(3)}-{digits(3)}",
        f"近所のパソコン修理屋 06-{digits(4)}-{digits(4)}",
        f"楽天モバイル 自分の番号 080-{digits(4)}-{digits(4)}",
        f"Synology サポート窓口 TEL 050-{digits(4)}-{digits(4)}（平日10-17時）",
    )
    r.add(
        "order_number",
        f"Amazon.co.jp 注文番号 250-{digits(7)}-{digits(7)} (N100 ミニPC)",
        f"楽天 注文番号 {digits(6, True)}-2025{digits(4)}-{digits(10)}",
        f"ヨドバシ.com ご注文番号 {digits(10, True)}（HDD 2台）",
        f"AliExpress order ID {digits(16, True)} (10GbE NIC)",
        f"ツクモ 受注番号 {rnd(UPPER, 1)}{digits(9)} 領収書DL済み",
    )
    r.add(
        "tracking_number",
        f"ヤマト 伝票番号 {digits(4, True)}-{digits(4)}-{digits(4)}",
        f"佐川 お問い合わせ番号 {digits(12, True)}",
        f"日本郵便 ゆうパック {digits(4)}-{digits(4)}-{digits(4)}",
        f"DHL tracking {digits(10, True)} (海外から届く SFP+ モジュール)",
    )
    r.add(
        "password_rotation_note",
        "Proxmox の root パスワード、年1回 (12月) 変更する。次回 2025/12",
        "MUFG のログインパスワードは前回と同じのは使えない、3世代前まで禁止らしい",
        "LINE パスワード変えたら PC 版 LINE から全部ログアウトされた。再ログインは QR で OK",
        "TrueNAS root のパスワードはパスワードマネージャ (Bitwarden) の homelab フォルダに移した",
        "Wi-Fi のパスワードは紙に書いて冷蔵庫の横に貼ってある。ここには書かない",
    )
    r.add(
        "password_policy",
        "三菱UFJダイレクトのログインパスワード: 6〜16桁、英字と数字を両方含む、記号不可",
        "暗証番号は生年月日・電話番号・同じ数字4つ はNG (銀行の注意書き)",
        "マイナンバーカード: 利用者証明用は数字4桁、署名用は英大文字+数字 6〜16桁。5回間違えるとロック",
        "楽天のパスワード: 8文字以上、英数字記号のうち2種類以上",
    )
    r.add(
        "secret_reference",
        "HA configuration.yaml\nmqtt:\n  username: homeassistant\n  password: !secret mqtt_password",
        "GitHub Actions: CF_API_TOKEN: ${{ secrets.CLOUDFLARE_API_TOKEN }}",
        "compose.yaml\n    environment:\n      TS_AUTHKEY: ${TS_AUTHKEY}\n    env_file: .env  # .env は git 管理外",
        "Bitwarden: Homelab › Proxmox root、Homelab › TrueNAS root、銀行 › MUFG ダイレクト",
        "DB パスワードは docker secret: /run/secrets/immich_db_password を読む",
    )
    r.add(
        "masked_value",
        f"MUFG 普通預金 口座 ****{digits(3)}、キャッシュカード 末尾 {digits(4)}",
        "Tailscale admin で見える auth key: tskey-auth-k****CNTRL-**** (Expires in 89 days)",
        f"楽天カード **** **** **** {digits(4)} 有効期限だけ更新",
        f"Cloudflare API token 末尾 …{rnd(ALNUM, 4)}（dns-edit のやつ）",
        "HA トークン一覧: grafana (作成 2024-08-01)、node-red (作成 2024-11-12) ※値は作成時しか表示されない",
    )
    r.add(
        "ssh_public_key",
        f"pve01 authorized_keys に追加\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} kenji@thinkpad",
        f"GitHub に登録した公開鍵 ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} kenji@desktop",
        f"ホスト鍵 fingerprint: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519)",
        f"nas01 known_hosts 変わった → ECDSA key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"age 公開鍵 (sops 用、共有 OK): {age_public_key()}",
    )
    r.add(
        "git_commit_hash",
        f"homelab-gitops リポジトリ、壊れる前のコミット {hexs(40)}",
        f"git revert {hexs(7)}  (traefik の設定を戻す)",
        f"ansible roles v1.4 → commit {hexs(12)}",
        f"fork 元の upstream に追いついた: {hexs(40)}",
    )
    r.add(
        "proxmox_vm_config",
        f"/etc/pve/qemu-server/101.conf\nnet0: virtio={mac(upper=True)},bridge=vmbr0,tag=20\nscsi0: local-zfs:vm-101-disk-0,size=32G\nsmbios1: uuid={uid()}",
        f"LXC 203 (pihole) net0: name=eth0,bridge=vmbr0,hwaddr={mac(upper=True)},ip=dhcp",
        f"hostpci0: 0000:01:00.0,pcie=1  (iGPU passthrough)\nvmgenid: {uid()}",
        f"PBS datastore fingerprint {colon_fp()}",
    )
    r.add(
        "home_assistant_identifier",
        f"automation id: '{digits(13, True)}'  (廊下のライト 人感センサー)",
        f"device_id: {hexs(32)}  ← Aqara ドアセンサー",
        f"Zigbee IEEE アドレス 0x00158d000{hexs(7)}",
        f"HA の instance id (analytics) {hexs(32)}",
    )
    r.add(
        "cloudflare_identifier",
        f"Cloudflare Tunnel ID {uid()} → CNAME {uid()}.cfargotunnel.com",
        f"Cloudflare account ID {hexs(32)}、zone ID {hexs(32)}",
        f"CF Access アプリ AUD タグ {hexs(64)}",
        f"Cloudflare Ray ID {hexs(16)}-KIX (502 エラーのときの)",
    )
    r.add(
        "tailscale_network_info",
        f"tailnet 名: tail{hexs(5)}.ts.net\npve01 {ts_ip()} / nas01 {ts_ip()}",
        f"MagicDNS: ha.tail{hexs(5)}.ts.net → {ts_ip()}",
        f"Tailscale IPv6 fd7a:115c:a1e0::{hexs(4)}:{hexs(4)}",
        f"tailscale node ID n{rnd(ALNUM, 11)}CNTRL (stableID, API で device 削除に使う)",
    )
    r.add(
        "disk_by_id",
        f"/dev/disk/by-id/ata-WDC_WD40EFPX-68C6CN0_WD-WX{rnd(UPPER + DIGITS, 10)}",
        f"wwn-0x5000c500{hexs(8)} → sdc (IronWolf)",
        f"nvme-Samsung_SSD_980_PRO_1TB_S5GXNX0T{rnd(UPPER + DIGITS, 6)}",
        f"zpool status\n  mirror-0\n    ata-ST8000VN004-3CP101_WWZ{rnd(UPPER + DIGITS, 5)}  ONLINE\n    ata-ST8000VN004-3CP101_WWZ{rnd(UPPER + DIGITS, 5)}  ONLINE",
        f"SMART 異常: /dev/disk/by-id/ata-CT1000MX500SSD1_{digits(4, True)}E{digits(7)}",
    )
    r.add(
        "zfs_snapshot_name",
        f"tank/photos@auto-2025-0{secrets.randbelow(9) + 1}-{secrets.randbelow(18) + 10}_00-00 から復元",
        f"zfs send tank/vm@zrepl_2025{digits(4)}_{digits(6)}_000 | ssh nas02 zfs recv backup/vm",
        f"sanoid: tank/docker@autosnap_2025-{secrets.randbelow(3) + 10}-0{secrets.randbelow(9) + 1}_00:00:{digits(2)}_daily",
        f"PBS バックアップ vm/101/2025-01-{secrets.randbelow(18) + 10}T18:00:{digits(2)}Z 検証 OK",
    )
    r.add(
        "container_id",
        f"docker ps → {hexs(12)}  ghcr.io/home-assistant/home-assistant:stable  Up 3 days",
        f"docker logs -f {hexs(12)} で immich-microservices のエラー確認",
        f"LXC コンテナの cgroup: /sys/fs/cgroup/lxc/{secrets.randbelow(100) + 200}/docker/{hexs(64)}",
        f"compose project homelab: homelab-jellyfin-1 ({hexs(12)}), homelab-sonarr-1 ({hexs(12)})",
    )
    r.add(
        "public_client_id",
        f"Google OAuth クライアント ID (HA の Google Assistant 連携): {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"CF Access service token の Client ID: {hexs(32)}.access （Client Secret は Bitwarden）",
        f"LINE Login チャネル ID {digits(10, True)}、LIFF ID {digits(10, True)}-{rnd(ALNUM, 8)}",
        f"SwitchBot デバイスID {hexs(12).upper()}",
    )
    r.add(
        "certificate_fingerprint",
        f"Let's Encrypt 証明書 *.home.acme.example シリアル {hexs(36)}",
        f"proxmox の自己署名証明書 SHA256 Fingerprint={colon_fp()}",
        f"TrueNAS の証明書 SHA1 {colon_fp(20)}",
        f"openssl x509 -noout -fingerprint -sha256 → {colon_fp()}",
    )
    r.add(
        "firmware_checksum",
        f"Aterm WX5400HP ファーム Ver.1.{secrets.randbelow(9)}.{secrets.randbelow(9)} MD5 {hexs(32)}",
        f"BIOS (X11SCH-F) 2.{secrets.randbelow(9)} の zip、md5sum {hexs(32)}",
        f"ESPHome ファームウェア kitchen.bin sha256 {sha256()}",
        f"OpenWrt 23.05 sysupgrade.bin sha256sums:\n{sha256()} *openwrt-23.05.5-ramips-mt7621-ubnt_edgerouter-x-squashfs-sysupgrade.bin",
    )
    r.add(
        "wifi_settings",
        f"SSID: aterm-{hexs(6)}-a (5GHz) ch 36/40/44/48、WPA3-SAE、暗号化キーはルーター本体のシール",
        "IoT 用 SSID は 2.4GHz のみ、WPA2-PSK (AES)、ステルス無し、クライアント分離 ON",
        f"メッシュ中継機 BSSID {mac(upper=True)} ／ 親機 {mac(upper=True)}",
        "Wi-Fi パスワード変えたので ESP32 は全部 OTA で再書き込みが必要 (secrets.yaml の wifi_password だけ直す)",
    )
    r.add(
        "network_plan",
        "VLAN 10 = 192.168.10.0/24 (LAN)\nVLAN 20 = 10.0.20.0/24 (server)\nVLAN 30 = 10.0.30.0/24 (IoT)\nVLAN 99 = 192.168.99.0/24 (IPMI)",
        "DHCP プール 192.168.10.100-199、固定は .2-.99",
        f"Pi-hole upstream: 127.0.0.1#5335 (unbound)、ローカル DNS: *.home.internal → {ts_ip()}",
        "port forward: なし (全部 Cloudflare Tunnel か Tailscale 経由)",
    )
    r.add(
        "support_ticket",
        f"Synology テクニカルサポート チケット #{digits(7, True)}",
        f"NTT西日本 故障 受付番号 {rnd(UPPER, 2)}{digits(8)}",
        f"Proxmox フォーラム スレッド t/{digits(6, True)} (iGPU passthrough)",
        f"GitHub issue immich-app/immich#{digits(5, True)} に +1 した",
    )
    r.add(
        "totp_settings",
        "MUFG ワンタイムパスワード: アプリ方式 (6桁、30秒)、スマホ機種変更時は再登録が必要",
        "Proxmox の TOTP 有効化済み。リカバリーキーは印刷して金庫",
        "Tailscale は GitHub ログイン + passkey、TOTP なし",
    )
    r.add(
        "product_code",
        f"N100 ミニPC 型番 EQ12 JAN {digits(13, True)}",
        f"Intel X520-DA2 部品番号 E10GSFPSR、ロット {rnd(UPPER + DIGITS, 8)}",
        f"メモリ Crucial CT32G4SFD832A (SKU), ラベル上のコード {rnd(UPPER + DIGITS, 12)}",
        f"Windows ライセンスはデジタルライセンス (Microsoft アカウント紐付け)、プロダクト ID {digits(5)}-{digits(5)}-{digits(5)}-AAOEM",
    )
    r.add(
        "api_usage_note",
        "HA long-lived token は プロフィール → セキュリティ → 長期アクセストークン から作る",
        "Cloudflare API token の権限: Zone.DNS:Edit (acme.example だけ)、TTL 1年",
        "Tailscale auth key は reusable + ephemeral + tag:server、有効期限 90 日",
        f"OpenAI の利用上限 月 ${secrets.randbelow(20) + 5}、超えたら止まる設定",
    )
    return r


def main() -> None:
    write_corpora("make_heldout285.py", [
        ("heldout285_credentials.yaml", credentials(), "Held-out batch 285: an Osaka home-lab owner's notes (Japanese/English) that hold real-format passwords, PINs, tokens and keys"),
        ("heldout285_lookalikes.yaml", lookalikes(), "Held-out batch 285: the same person's notes with MACs, serials, GUIDs, public keys, checksums and references, but no secret"),
    ])


if __name__ == "__main__":
    main()
