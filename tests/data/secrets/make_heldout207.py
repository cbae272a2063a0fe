# ruff: noqa: E501
"""Writes heldout207_credentials.yaml and heldout207_lookalikes.yaml: held-out batch 207.

Persona: a freelance IT consultant in Vienna who looks after small offices (a law firm, a
doctor's practice, a joinery, an architect, a tax adviser, a car dealer, a winery). The notes
are in German with Austrian usage and English tech terms: router and NAS admin passwords,
Microsoft 365 admin logins, Hetzner and netcup API tokens, FinanzOnline and ID Austria access,
WLAN keys at client offices, Synology and BitLocker recovery keys, TeamViewer and AnyDesk
passwords, George e-banking PINs. The look-alikes are what the same person keeps without a
secret in it: UID numbers, invoice numbers, client IBANs, serial numbers, MAC addresses,
public trial keys, ticket numbers, BitLocker key IDs, SSIDs and pointers into Bitwarden.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    b64,
    bitlocker_key,
    digits,
    groups,
    hexs,
    iban,
    mac,
    openai_project_key,
    openssh_private,
    phrase,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = [
    "Semmel", "Gugelhupf", "Donaukanal", "Melange", "Fiaker", "Prater", "Schanigarten",
    "Beisl", "Kruegerl", "Topfen", "Marille", "Paradeiser", "Erdaepfel", "Heuriger",
    "Karfiol", "Kipferl", "Stiege", "Tramway", "Wuchtel", "Sackerl", "Jaenner", "Fisolen",
]
SYMBOLS = "!#%&*+-?"


def strong(n: int = 18) -> str:
    """A generated password with symbols."""
    return rnd(ALNUM + SYMBOLS, n)


def human_pw() -> str:
    """A password a person made up, Viennese style."""
    return pick(
        f"{pick(*WORDS)}{secrets.randbelow(900) + 100}{pick(*SYMBOLS)}",
        f"{pick(*WORDS)}-{pick(*WORDS)}-{digits(2)}",
        f"{pick('Wien', 'Ottakring', 'Favoriten', 'Hietzing', 'Simmering')}{digits(4)}{pick('!', '#', '?')}",
    )


def passphrase(n: int = 4) -> str:
    return phrase([w.lower() for w in WORDS], n, pick("-", " ", "."))


def azure_secret() -> str:
    """An Entra ID (Azure AD) app client secret value."""
    return f"{rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '_.~-', 34)}"


def cf_tunnel_token() -> str:
    """A Cloudflare Tunnel token: base64 of its account tag, tunnel id and tunnel secret."""
    return b64(json.dumps({"a": hexs(32), "t": uid(), "s": b64(secrets.token_bytes(32))}).encode())


def tv_id() -> str:
    return f"{digits(1, lead=True)}{digits(2)} {digits(3)} {digits(3)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "router_admin_password",
        f"Fritz!Box Kanzlei Huber (fritz.box / 192.168.178.1) – Kennwort: {human_pw()}",
        f"MikroTik bei Tischlerei Gruber, Winbox auf 10.20.0.1, user admin pw {strong(16)}",
        f"Draytek Vigor 2865 Ordi Leitner\nhttps://gw.ordi-leitner.internal:8443\nadmin / {pw()}",
        f"hab das Routerpasswort beim Stadler geändert, neu: {human_pw()} (alte war noch Werkseinstellung lol)",
        f"Router Autohaus Brandstätter: admin {strong(14)}  – nicht dem Verkäufer geben!!",
    )
    r.add(
        "nas_admin_password",
        f"Synology DS920+ Kanzlei Huber, DSM https://nas01.huber.internal:5001\nBenutzer: itadmin\nPasswort: {strong(20)}",
        f"NAS Ordi Leitner (DS220+) – admin-Konto deaktiviert, eigener User 'wartung' mit PW {pw()}",
        f"QNAP beim Weingut Hofer, Login admin:{human_pw()}",
        f"merk dir bitte: Synology Stadler, Benutzer mgruber-it, Kennwort {strong(16)}",
        f"nas.gruber.internal  root  {rnd(ALNUM, 22)}",
    )
    r.add(
        "m365_admin_login",
        f"M365 Global Admin Kanzlei Huber: admin@kanzlei-huber.example / {strong(18)}",
        f"Microsoft 365 Tenant Pichler STB\nBreak-Glass-Konto: breakglass@pichler-stb.example\nPW: {rnd(ALNUM + SYMBOLS, 32)}\n(kein MFA, nur für Notfall!)",
        f"Exchange admin Ordi Leitner — it@ordi-leitner.example, Passwort {human_pw()}, MFA aufs Diensthandy",
        f"O365 Admin beim Brandstätter: user admin.extern@brandstaetter.example pw {pw()}",
        f"Neues M365-Passwort für den Admin beim Weingut Hofer (nach Reset heute): {strong(16)}",
    )
    r.add(
        "hetzner_cloud_api_token",
        f"Hetzner Cloud Token Projekt 'kanzlei-prod' (read/write): {rnd(ALNUM, 64)}",
        f"export HCLOUD_TOKEN={rnd(ALNUM, 64)}",
        f"hcloud context create stadler-web  -> Token: {rnd(ALNUM, 64)}",
        f"Hetzner API Token für Terraform (Projekt Gruber Webshop)\n{rnd(ALNUM, 64)}",
        f"hetzner cloud token nur lesend fürs Monitoring: {rnd(ALNUM, 64)}",
    )
    r.add(
        "hetzner_robot_webservice_login",
        f"Hetzner Robot Webservice-User: #ws+{rnd(ALNUM, 8)}  Passwort: {strong(20)}",
        f"Robot API (robot-ws.your-server.example) user #ws+{rnd(ALNUM, 8)} pw {rnd(ALNUM, 24)}",
        f"Hetzner Storage Box u{digits(6, lead=True)} für Veeam-Offsite, Passwort {strong(22)}",
        f"Hetzner DNS API Token (Zonen von Pichler): {rnd(ALNUM, 32)}",
    )
    r.add(
        "netcup_api_credentials",
        f"netcup CCP API\nKundennummer: {digits(6, lead=True)}\nAPI-Key: {rnd(ALNUM, 30)}\nAPI-Passwort: {rnd(ALNUM, 32)}",
        f"netcup dns-api für certbot: customer {digits(5, lead=True)}, apikey {rnd(ALNUM, 30)}, apipassword {rnd(ALNUM, 32)}",
        f"netcup SCP Login vServer Weingut: Kd-Nr {digits(6, lead=True)} / {human_pw()}",
        f"NETCUP_API_KEY={rnd(ALNUM, 30)}\nNETCUP_API_PASSWORD={rnd(ALNUM, 32)}\nNETCUP_CUSTOMER_NUMBER={digits(6, lead=True)}",
    )
    r.add(
        "finanzonline_zugangsdaten",
        f"FinanzOnline (meins)\nTeilnehmer-ID: {rnd(UPPER + DIGITS, 9)}\nBenutzer-ID: {rnd(UPPER + DIGITS, 8)}\nPIN: {rnd(ALNUM, 10)}",
        f"FON Zugang Bäckerei Wallner: TID {rnd(UPPER + DIGITS, 10)} BenID {rnd(UPPER + DIGITS, 6)} PIN {rnd(ALNUM, 12)} – für UVA-Übermittlung",
        f"FinanzOnline Webservice-User für BMD bei Pichler STB: {rnd(UPPER + DIGITS, 8)} / PIN {rnd(ALNUM, 12)}",
        f"neuer FinanzOnline PIN (kam per RSa-Brief): {rnd(ALNUM, 10)}",
        f"FON-Passwort geändert am 3. Jänner → {rnd(ALNUM + '#!', 11)}",
    )
    r.add(
        "id_austria_signatur_passwort",
        f"ID Austria Signatur-Passwort: {human_pw()}",
        f"Handy-Signatur (alt, jetzt ID Austria) – Tel. +43 660 {digits(7)}, Signaturpasswort {strong(12)}",
        f"ID Austria Kanzlei-Huber-Chef, der Signatur-PW ist {human_pw()} — er vergisst es dauernd",
        f"Passwort ID Austria (Basis) {pw()}",
    )
    r.add(
        "wlan_key",
        f"WLAN Kanzlei Huber\nSSID: HUBER-INTERN\nWPA2-Key: {passphrase(4)}",
        f"Gäste-WLAN Ordi Leitner \"Ordi-Gast\" – Schlüssel {digits(20)}",
        f"wlan bei gruber: GRUBER-WERKSTATT / {rnd(ALNUM, 16)}",
        f"WiFi Stadler Büro (5GHz) PSK: {human_pw()}",
        f"WLAN-Netzwerkschlüssel Fritz!Box Weingut Hofer (Aufkleber hinten): {groups(digits(20), 4)}",
        f"Autohaus Brandstätter Schauraum-WLAN „BRANDSTAETTER-KUNDEN“, Passwort: {passphrase(3)}{digits(2)}",
    )
    r.add(
        "synology_recovery_key",
        f"Synology verschlüsselter Ordner 'Mandanten' (Huber) – Wiederherstellungsschlüssel:\n{rnd(ALNUM + '+/', 64)}",
        f"Hyper Backup Client-seitige Verschlüsselung Ordi Leitner, Passwort: {strong(24)}",
        f"DSM Volume-Verschlüsselung Gruber, recovery key: {rnd(ALNUM, 48)}",
        f"Synology Konto Notfallcodes (2FA) Stadler:\n{recovery_codes(5, 'alnum')}",
    )
    r.add(
        "bitlocker_recovery_key",
        f"BitLocker Wiederherstellungsschlüssel Laptop Dr. Leitner (LT-ORDI-02): {bitlocker_key()}",
        f"bitlocker key HUBER-PC07\n{bitlocker_key()}",
        f"Recovery Key für Surface vom Chef (Brandstätter), Schlüssel-ID {hexs(8).upper()}:\n{bitlocker_key()}",
        f"BitLocker C: bei Pichler-Sekretariat – {bitlocker_key()} (steht sonst nur im Entra)",
        f"Falls der Gruber-Laptop wieder nach dem Schlüssel fragt: {bitlocker_key()}",
    )
    r.add(
        "teamviewer_password",
        f"TeamViewer Ordi Leitner Empfang: ID {tv_id()}, persönliches Kennwort {strong(10)}",
        f"TV unattended Kanzlei Server – {tv_id()} / {rnd(ALNUM, 12)}",
        f"TeamViewer Account (meins) it@consulting.example PW {strong(18)}",
        f"TeamViewer Easy Access Passwort für den Laptop vom Stadler-Chef: {rnd(ALNUM, 8)}",
        f"teamviewer gruber büro pc, fixes pw: {human_pw()}",
    )
    r.add(
        "anydesk_unattended_password",
        f"AnyDesk Weingut Hofer Büro-PC: {digits(9, lead=True)} – Passwort für unbeaufsichtigten Zugriff: {strong(14)}",
        f"anydesk stadler plotter-pc {digits(3, lead=True)} {digits(3)} {digits(3)} pw {human_pw()}",
        f"AnyDesk unattended access Wallner Kassa: {rnd(ALNUM, 16)}",
        f"AnyDesk Brandstätter Werkstatt\nAdresse: {digits(10, lead=True)}\nKennwort: {pw()}",
    )
    r.add(
        "george_ebanking_pin",
        f"George Login: Verfügernummer {digits(8, lead=True)}, Passwort {human_pw()}",
        f"s Identity PIN: {digits(5)}",
        f"Bankomatkarte Erste PIN {digits(4)} (nicht auf die Karte schreiben, deshalb hier)",
        f"George Business für die Firma – Verfüger {digits(8, lead=True)}\nPIN {digits(5)}\nPasswort {strong(12)}",
        f"mein George Passwort ist jetzt {pw()}",
    )
    r.add(
        "azure_app_client_secret",
        f"Entra App 'Backup-Graph' (Huber) Client Secret: {azure_secret()} (läuft ab 12/2026)",
        f"AZURE_CLIENT_SECRET={azure_secret()}",
        f"Connect-MgGraph -ClientSecretCredential (Get-Credential) – Secret zum Reinkopieren: {azure_secret()}",
        f"App-Registrierung Scan-to-Mail Ordi Leitner\nclient id {uid()}\nsecret value {azure_secret()}",
        f"Graph API secret für das PowerShell-Skript bei Pichler: {azure_secret()}",
    )
    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.2/32\nDNS = 10.66.0.1",
        f"WireGuard Laptop Stadler privkey {wg_key()}",
        f"wg-Tunnel Huber <-> Hetzner, PrivateKey vom Server: {wg_key()}",
        f"WG Handy Dr. Leitner\nPrivateKey = {wg_key()}\nPresharedKey = {wg_key()}",
    )
    r.add(
        "ssh_private_key",
        f"Deploy-Key für den Hetzner-Webserver von Gruber:\n{openssh_private()}",
        f"mein ssh key für die Kunden-Jumphosts (id_ed25519):\n{openssh_private()}",
        f"ssh-Key root@backup.pichler.internal\n{openssh_private()}",
    )
    r.add(
        "database_connection_string",
        f"BMD Datenbank Pichler: Server=sql01.pichler.internal;Database=BMDNTCS;User Id=sa;Password={strong(16)};",
        f"postgresql://webshop:{rnd(ALNUM, 20)}@db.gruber.internal:5432/shop",
        f"mysql -h 127.0.0.1 -u wp_stadler -p'{human_pw()}' wordpress",
        f"Connection String Praxissoftware (SQL Express, Ordi Leitner):\nData Source=ORDI-SRV\\SQLEXPRESS;Initial Catalog=Praxis;User ID=praxisadmin;Password={pw()}",
        f"DATABASE_URL=mysql://hofer:{rnd(ALNUM, 18)}@mariadb.weingut-hofer.internal/shop",
    )
    r.add(
        "windows_local_admin_password",
        f"Lokaler Admin (.\\Administrator) auf allen Clients Kanzlei Huber: {strong(16)}",
        f"LAPS ist bei Gruber noch nicht aktiv, lokales Admin-PW überall {human_pw()}",
        f"Server ORDI-SRV Domänen-Admin: ORDI\\itadmin {strong(20)}",
        f"net user wartung {pw()} /add  (bei Wallner auf der Kassa)",
        f"Admin-PW Windows-Server Brandstätter (DC01): {rnd(ALNUM + SYMBOLS, 24)}",
    )
    r.add(
        "proxmox_root_password",
        f"Proxmox pve01.huber.internal root@pam / {strong(18)}",
        f"PVE Gruber Werkstatt – root pw {human_pw()}",
        f"Proxmox Backup Server Stadler, Verschlüsselungs-Passphrase: {passphrase(6)}",
        f"proxmox api token root@pam!terraform = {uid()}",
    )
    r.add(
        "vpn_preshared_key",
        f"IPsec Site-to-Site Huber ↔ Außenstelle Mödling, PSK: {rnd(ALNUM, 32)}",
        f"L2TP VPN Ordi Leitner – Shared Secret {strong(20)}, User dr.leitner / {human_pw()}",
        f"FortiGate Brandstätter, IKEv2 pre-shared key: {rnd(ALNUM + SYMBOLS, 28)}",
        f"vpn psk stadler filiale {rnd(ALNUM, 24)}",
        f"Fritz!Box-VPN (IPsec) Kanzlei für Chef-Handy: Benutzer huber-mobil, Kennwort {strong(12)}, Shared Secret {rnd(ALNUM, 16)}",
    )
    r.add(
        "smtp_relay_password",
        f"Scanner Kyocera Huber → SMTP smtp.kanzlei-huber.example:587, scan@kanzlei-huber.example, Passwort {strong(16)}",
        f"App-Kennwort für scan-to-mail (Ordi): {app_password().replace(' ', '')}",
        f"SMTP Relay Webshop Gruber: user postmaster@gruber.test pw {rnd(ALNUM, 20)}",
        f"Mailbox für Alarmanlage-Benachrichtigung Hofer: alarm@weingut-hofer.example / {human_pw()}",
    )
    r.add(
        "domain_authcode",
        f"AuthCode für kanzlei-huber.example (Transfer zu netcup): {rnd(ALNUM + SYMBOLS, 16)}",
        f"Domain-Transfer stadler-arch.example, Auth-Info: {rnd(ALNUM, 12)}",
        f"authinfo brandstaetter.example {rnd(ALNUM + SYMBOLS, 18)}",
        f"EPP Code gruber.test → {strong(14)}",
        f"Transfercode Weingut-Domain (vom alten Provider per Mail): {rnd(ALNUM + '#+', 15)}",
    )
    r.add(
        "veeam_encryption_password",
        f"Veeam B&R Huber – Backup-Verschlüsselungskennwort: {passphrase(5)}",
        f"Veeam Agent Ordi Leitner, Encryption PW {strong(20)} (OHNE DAS KEIN RESTORE!)",
        f"veeam job 'Offsite-Hetzner' gruber, pw {human_pw()}",
        f"Backup-Passwort Brandstätter Veeam: {rnd(ALNUM + SYMBOLS, 22)}",
    )
    r.add(
        "alarm_door_code",
        f"Alarmanlage Kanzlei Huber: Code {digits(6)} zum Unscharfschalten, Haustür-Code {digits(4)}",
        f"Tür-Code Ordi Leitner Hintereingang {digits(4)}#",
        f"Schlüsselsafe bei Gruber Werkstatt: {digits(4)}",
        f"alarm weingut hofer – errichtercode {digits(4)}, benutzercode {digits(4)}",
    )
    r.add(
        "github_token",
        f"GitHub PAT für die Deploy-Pipeline (Gruber Webshop): ghp_{rnd(ALNUM, 36)}",
        f"fine-grained token repo stadler-website: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"git clone https://x-access-token:ghp_{rnd(ALNUM, 36)}@github.example/consulting/skripte.git",
    )
    r.add(
        "cloudflare_api_token",
        f"Cloudflare API Token (Zone:DNS:Edit, Huber): {rnd(URLSAFE, 40)}",
        f"CF_API_TOKEN={rnd(URLSAFE, 40)}",
        f"cloudflare global api key stadler (ja, ich weiß…): {hexs(37)}",
        f"Token für cloudflared Tunnel Ordi:\ncloudflared service install {cf_tunnel_token()}",
    )
    r.add(
        "mfa_backup_codes",
        f"M365 Admin Huber – Wiederherstellungscodes:\n{recovery_codes(6, 'digits')}",
        f"GitHub recovery codes (meins)\n{recovery_codes(8, 'github')}",
        f"Hetzner Konsole 2FA Backup-Codes: {' '.join(digits(8) for _ in range(5))}",
        f"TOTP-Secret für den Admin-Account Pichler (falls Handy weg): {rnd(UPPER + '234567', 32)}",
    )
    r.add(
        "unifi_controller_login",
        f"UniFi Controller Weingut Hofer https://unifi.hofer.internal:8443 – admin / {strong(16)}",
        f"UniFi SSH Device-Auth (Site Default, Stadler): ubnt / {rnd(ALNUM, 18)}",
        f"Cloud Key Gen2 Gruber: Login itadmin, PW {human_pw()}",
        f"unifi stadler, lokaler admin {pw()}",
    )
    r.add(
        "printer_admin_pin",
        f"Kyocera TASKalfa Huber – Admin-Login 4000 / Passwort {digits(8)}",
        f"Drucker Ordi Leitner, Verwaltungs-PIN {digits(6)}",
        f"HP Plotter Stadler EWS Admin-Kennwort {strong(12)}",
    )
    r.add(
        "keepass_master_password",
        f"KeePass-Datenbank Kanzlei (Notfall-Kopie am USB-Stick im Tresor), Master-Passwort: {passphrase(5)}",
        f"Master PW KeePassXC Ordi Leitner: {human_pw()}{digits(3)}",
        f"Bitwarden Organisation Notfallzugang – Master-Passwort vom Notfallkonto: {passphrase(6)}",
    )
    r.add(
        "rdp_login",
        f"RDP auf ts01.huber.internal – HUBER\\extern.it / {strong(16)}",
        f"mstsc /v:ordi-srv.ordi-leitner.internal  user: ORDI\\wartung  pw: {human_pw()}",
        f"Remote Desktop Gateway Brandstätter (rdg.brandstaetter.example), Konto svc-it, Kennwort {rnd(ALNUM + SYMBOLS, 20)}",
    )
    r.add(
        "client_handover_sheet",
        f"Übergabe Weingut Hofer (Stand heute)\n| Gerät | User | Passwort |\n|---|---|---|\n| Fritz!Box | – | {human_pw()} |\n| NAS | admin2 | {strong(14)} |\n| WLAN HOFER-BUERO | – | {passphrase(3)} |",
        f"Zugangsdaten Bäckerei Wallner:\nKassa-PC Admin: {pw()}\nRouter: {strong(12)}\nGeorge Business PIN: {digits(5)}",
        f"for Stadler handover (English, der neue Partner spricht kein Deutsch):\nDSM admin – {strong(16)}\nM365 global admin admin@stadler-arch.example – {strong(18)}",
    )
    r.add(
        "elba_business_login",
        f"ELBA business Raiffeisen Gruber: Verfügernummer {digits(8, lead=True)}, PIN {digits(5)}",
        f"ELBA-Internet Weingut Hofer – Verfüger {rnd(UPPER + DIGITS, 8)} / Passwort {human_pw()}",
        f"elba pin hofer senior: {digits(6)} (tippt ihn eh immer falsch)",
    )
    r.add(
        "openai_api_key",
        f"OpenAI Key für den Kanzlei-Chatbot (Projekt huber-faq): {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"Key für das Angebots-Tool vom Stadler, bitte merken: {openai_project_key()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "uid_nummer",
        f"UID Kanzlei Huber: ATU{digits(8, lead=True)} – gehört auf jede Rechnung",
        f"meine UID-Nummer ATU{digits(8, lead=True)}",
        f"Tischlerei Gruber, UID ATU {digits(8, lead=True)}, Firmenbuch FN {digits(6, lead=True)}{pick('a', 'b', 'm', 'p')}",
        f"Rechnungsempfänger Ordi Leitner hat keine UID (Kleinunternehmer), Steuernummer {digits(2)} {digits(3)}/{digits(4)}",
        f"UID-Abfrage (VIES) für DE{digits(9, lead=True)} war gültig, Stufe 2 gespeichert",
    )
    r.add(
        "invoice_number",
        f"Rechnung RE-2025-{digits(4)} an Kanzlei Huber noch offen",
        f"RG-Nr. {digits(2)}{digits(5)} (Stadler, Oktober) — bezahlt am 14.11.",
        f"Gutschrift GS-{digits(6, lead=True)} für Weingut Hofer wegen doppelter Lizenz",
        f"invoice netcup {digits(10, lead=True)} und Hetzner R{digits(10, lead=True)} fürs Kundenprojekt weiterverrechnen",
        f"Mahnung zu Rechnung 2024/{digits(3)} an Autohaus Brandstätter schicken",
    )
    r.add(
        "client_iban",
        f"Bankverbindung Gruber für Rückerstattung: {iban('AT', '20111' + digits(11))}, BIC GIBAATWWXXX",
        f"meine IBAN für die Rechnungen: {iban('AT', '32000' + digits(11))}",
        f"Weingut Hofer zahlt von {iban('AT', '34' + digits(14))} – Zahlungsreferenz immer die RE-Nummer",
        f"IBAN Pichler STB (Rechnung an Kanzlei): {iban('AT', '12000' + digits(11), spaced=False)}",
        f"Stadler hat ein deutsches Konto: {iban('DE', digits(18))}",
    )
    r.add(
        "seriennummer",
        f"Seriennummer DS920+ Huber: {digits(4)}{rnd(UPPER + DIGITS, 2)}{digits(6)} – Garantie bis 2027",
        f"Fritz!Box 7590 Ordi Leitner, S/N {rnd(UPPER + DIGITS, 4)}.{digits(3)}.{digits(2)}.{digits(3)}.{digits(3)}",
        f"Lenovo ThinkPad Stadler, Serial PF{rnd(UPPER + DIGITS, 6)}, Typ 21HD",
        f"SN des Dell-Servers (Service Tag) bei Brandstätter: {rnd(UPPER + DIGITS, 7)}",
        f"Seriennr. USV APC Gruber: AS{digits(4)}{rnd(UPPER + DIGITS, 6)}",
    )
    r.add(
        "mac_address",
        f"DHCP-Reservierung Drucker Huber: {mac(upper=True)} → 192.168.10.20",
        f"MAC vom neuen Laptop Ordi: {mac('-', upper=True)}",
        f"UniFi AP Keller Weingut {mac()} ist offline seit gestern",
        f"MAC-Filter Gäste-WLAN Stadler: {mac()}, {mac()}, {mac()}",
        f"Wake-on-LAN Gruber CAD-PC: wakeonlan {mac()}",
    )
    r.add(
        "trial_license_key",
        f"Öffentlicher Test-Lizenzschlüssel aus der Herstellerdoku (30 Tage Trial, für alle gleich): {'-'.join(rnd(UPPER + DIGITS, 5) for _ in range(5))}",
        f"Veeam Community Edition braucht keinen Key; der Trial-Key von der Webseite ist öffentlich: {rnd(UPPER + DIGITS, 8)}-{rnd(UPPER + DIGITS, 8)}",
        f"KMS-Client-Setup-Key (GVLK, von Microsoft öffentlich dokumentiert) für Server 2022: {'-'.join(rnd(UPPER + DIGITS, 5) for _ in range(5))}",
        f"Demo-Lizenz für die Praxissoftware, steht im Handbuch für jeden: DEMO-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}",
        f"ESET Trial (öffentlicher Evaluierungsschlüssel aus dem Partnerportal-Newsletter, gilt für jeden): {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(5))}",
    )
    r.add(
        "ticket_number",
        f"Ticket #{digits(6, lead=True)} bei Hetzner wegen Reverse-DNS",
        f"Microsoft Support Case {digits(16, lead=True)} (Exchange Online Zustellung) noch offen",
        f"Synology Support-Ticket {digits(7, lead=True)} – Laufwerk 3 meldet Fehler",
        f"A1 Störungsmeldung {digits(9, lead=True)} für Kanzlei Huber, Techniker kommt Di",
        f"Kundenticket HUB-{digits(4)}: Outlook-Profil neu anlegen, erledigt",
    )
    r.add(
        "bitlocker_key_id",
        f"BitLocker Wiederherstellungsschlüssel-ID von LT-ORDI-02: {hexs(8).upper()} – Schlüssel selbst liegt im Entra Admin Center",
        f"Schlüssel-ID {uid().upper()} gehört zum Surface vom Brandstätter (Key im AD gespeichert)",
        f"Kunde hat angerufen, Bildschirm zeigt Key-ID {hexs(8).upper()}; hab im Intune nachgeschaut und vorgelesen",
        f"manage-bde -protectors -get C: → Numerisches Kennwort, ID: {{{uid().upper()}}}",
        f"BitLocker-IDs Huber in Excel gesammelt (nur IDs, keine Keys): {hexs(8).upper()}, {hexs(8).upper()}, {hexs(8).upper()}",
    )
    r.add(
        "ssid_name",
        f"SSIDs Kanzlei Huber: HUBER-INTERN, HUBER-GAST, HUBER-IOT-{digits(2)}",
        f"Fritz!Box Ordi sendet noch Default-SSID FRITZ!Box 7590 {rnd(UPPER, 2)}",
        f"Weingut hat jetzt ein eigenes Netz für die Kellerwaage: HOFER-KELLER-{rnd(UPPER + DIGITS, 4)}",
        f"SSID umbenennen bei Stadler: 'Vodafone-{rnd(UPPER + DIGITS, 4)}' → 'STADLER-BUERO'",
        "Gruber-Werkstatt-WLAN heißt GRUBER-WERKSTATT, 2,4 GHz only wegen der alten Säge-Steuerung",
    )
    r.add(
        "password_manager_reference",
        "Passwort liegt im Bitwarden unter Kunde Huber → 'Fritz!Box Kanzlei'",
        "Zugangsdaten FinanzOnline Wallner: Bitwarden, Collection 'Wallner', Eintrag 'FON'",
        f"Router-PW Ordi steht im Bitwarden (Item-ID {uid()}), nicht per Mail schicken",
        "M365 Break-Glass: Kuvert im Tresor der Kanzlei, Kopie im Bitwarden-Notfallzugang",
        "TeamViewer-Kennwort Gruber hat der Chef, ich hab's bewusst nicht notiert",
        "BitLocker-Keys der Ordi: alle im Entra ID, nicht lokal speichern",
    )
    r.add(
        "password_policy_talk",
        "Passwortrichtlinie Kanzlei: min. 14 Zeichen, kein Ablauf, aber MFA Pflicht",
        "Dr. Leitner will das Passwort nicht alle 90 Tage ändern – laut NIST auch nicht nötig, Ablauf abgedreht",
        "Richtlinie für Kunden: Passphrase aus 4+ Wörtern statt Sonderzeichen-Chaos",
        "Lockout-Policy Pichler: nach 5 Fehlversuchen 15 Minuten gesperrt",
        "Brandstätter-Mitarbeiter schreiben Passwörter auf Post-its – Schulung im März einplanen",
    )
    r.add(
        "password_rotation_reminder",
        "Erinnerung: WLAN-Passwort Gäste-WLAN Ordi jeden Monatsersten wechseln und neuen Zettel an die Rezeption",
        "Nach Austritt der Sekretärin bei Huber alle geteilten Passwörter rotieren (Liste in Bitwarden)",
        "Hetzner-Token für Terraform läuft Ende Jänner ab, neuen im Projekt erstellen",
        "Azure-Client-Secret 'Backup-Graph' läuft am 12.12. ab → Kalender!",
        "FinanzOnline-PIN von Wallner ist gesperrt, neuen per RSa-Brief anfordern",
    )
    r.add(
        "secret_reference_variable",
        "GitHub Actions: token: ${{ secrets.HCLOUD_TOKEN }}",
        "im Skript: $env:NETCUP_API_PASSWORD – wird aus dem Windows Credential Manager geladen",
        "Terraform: variable \"hcloud_token\" { sensitive = true } – Wert kommt aus TF_VAR_hcloud_token",
        "docker compose: DB_PASSWORD_FILE=/run/secrets/db_password",
    )
    r.add(
        "vault_path_reference",
        "Credentials für den Gruber-Webshop: vault kv get secret/kunden/gruber/webshop",
        "Ansible Vault Datei group_vars/huber/vault.yml (Passwort im Bitwarden)",
        f"Azure Key Vault kv-huber-prod, Secret 'graph-client-secret' Version {hexs(32)}",
        "op://Kunden/Stadler NAS/password – 1Password-Referenz für das Skript",
    )
    r.add(
        "hetzner_resource_id",
        f"Hetzner Cloud Server ID {digits(8, lead=True)} (cx22, nbg1) = Webserver Gruber",
        f"Robot Server #{digits(7, lead=True)} – EX44 für Stadler, Rechenzentrum FSN1-DC{digits(2)}",
        f"Floating IP ID {digits(7, lead=True)}, Volume {digits(8, lead=True)} an Server hängen",
        f"netcup vServer v{digits(5, lead=True)} – Produkt RS 2000 G11 beim Weingut",
        f"Hetzner Snapshot {digits(9, lead=True)} vom Gruber-Webserver vor dem PHP-Update, Image-ID notiert",
    )
    r.add(
        "azure_public_ids",
        f"Tenant-ID Kanzlei Huber: {uid()}",
        f"App-Registrierung Scan-to-Mail: Anwendungs-ID (Client) {uid()}, Objekt-ID {uid()}",
        f"Entra Verzeichnis-ID Pichler {uid()} für den Partner-Zugang (GDAP) angegeben",
        f"Intune Gerät ORDI-LT02, Geräte-ID {uid()}",
    )
    r.add(
        "remote_support_id",
        f"TeamViewer-ID Empfang Ordi: {tv_id()} (Passwort sagt die Ordinationshilfe am Telefon)",
        f"AnyDesk-Adresse Weingut Büro-PC: {digits(3, lead=True)} {digits(3)} {digits(3)}",
        f"Kunde Brandstätter neu: TeamViewer {tv_id()}, Zugriff nur mit Bestätigung am Gerät",
        f"AnyDesk ID Wallner Kassa {digits(10, lead=True)} – unbeaufsichtigter Zugriff ist AUS",
        f"TV-IDs Huber: Chef {tv_id()}, Sekretariat {tv_id()}",
    )
    r.add(
        "masked_value",
        f"Kreditkarte für Hetzner: Mastercard •••• {digits(4)}, gültig bis {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(4) + 27}",
        f"George zeigt Konto AT** **** **** **** {digits(4)} – das ist das Firmenkonto",
        "FinanzOnline-PIN: ************ (steht nicht hier, siehe Bitwarden)",
        f"Client Secret in der Entra-Übersicht nur noch als {rnd(ALNUM, 3)}**************** sichtbar",
        f"WLAN-Key Huber endet auf ...{digits(2)} – falls jemand fragt, ob er den richtigen hat",
    )
    r.add(
        "ssh_public_key",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} consultant@laptop – in authorized_keys bei Gruber eintragen",
        f"Public Key für den Hetzner-Server Stadler:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} deploy@stadler",
        f"Fingerprint Webserver Gruber: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"ssh-rsa {ssh_pub('ssh-rsa', 260)} backup@pichler.internal (öffentlicher Schlüssel, darf raus)",
    )
    r.add(
        "wireguard_public_key",
        f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.66.0.0/24\nEndpoint = vpn.huber.internal:51820",
        f"WG Public Key vom Hetzner-Gateway: {wg_key()} (für die Client-Configs)",
        f"Public Key Laptop Stadler (nur der öffentliche): {wg_key()}",
        f"wg show → peer: {wg_key()}, latest handshake: 2 minutes ago",
    )
    r.add(
        "checksum",
        f"SHA256 von der Windows-Server-ISO: {hexs(64)} – passt",
        f"DSM_DS920+_{digits(5)}.pat, MD5 {hexs(32)}",
        f"Get-FileHash Veeam-Installer → {hexs(64).upper()}",
        f"Prüfsumme Firmware Fritz!Box OK: sha1 {hexs(40)}",
    )
    r.add(
        "git_commit_hash",
        f"Skript-Version bei Huber deployed: commit {hexs(40)}",
        f"Rollback Webshop Gruber auf {hexs(7)} (vor dem Plugin-Update)",
        f"git revert {hexs(12)} – Ansible-Rolle hat die Firewall zerschossen",
        f"Tag v2.3.1 = {hexs(40)}",
    )
    r.add(
        "dns_record",
        f"DKIM für kanzlei-huber.example: selector1._domainkey TXT \"v=DKIM1; k=rsa; p={b64(secrets.token_bytes(270))}\"",
        f"MS=ms{digits(8, lead=True)} – TXT-Record für die M365-Domainverifizierung Ordi",
        f"google-site-verification={rnd(URLSAFE, 43)} bei stadler-arch.example eintragen",
        "SPF Gruber: v=spf1 include:spf.protection.outlook.example -all",
    )
    r.add(
        "tracking_number",
        f"Post.at Sendung {digits(22, lead=True)} – Ersatz-NAS für Huber",
        f"DHL Paket {digits(12, lead=True)} mit den Lenovo-Docks",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)} (RMA-Festplatte zurück an Synology)",
        f"DPD Tracking {digits(14, lead=True)} – Zustellung Werkstatt Gruber",
    )
    r.add(
        "order_number",
        f"Bestellung Geizhals-Händler #{digits(8, lead=True)}: 4× WD Red 8TB",
        f"Amazon Bestellnr. 303-{digits(7)}-{digits(7)} (USV für Ordi)",
        f"Microsoft CSP Bestell-ID {uid()} für 5× Business Premium Stadler",
        f"Auftrag A-{digits(5)}: Firewall-Tausch Brandstätter, Angebot angenommen",
    )
    r.add(
        "container_name",
        f"kubectl logs {pod_name('shop-frontend')} -n gruber",
        f"docker ps → {hexs(12)}  nextcloud:29-apache  'Up 3 days'",
        f"Pod {pod_name('paperless-worker')} hängt in CrashLoopBackOff",
        f"Container-ID vom Uptime-Kuma beim Weingut: {hexs(64)}",
    )
    r.add(
        "firmware_version",
        f"DSM 7.2.2-{digits(5, lead=True)} Update {digits(1, lead=True)} auf allen Kunden-NAS eingespielt",
        f"FRITZ!OS 7.{digits(2)} – Build {digits(6, lead=True)}",
        f"UniFi Network Application 8.{digits(1)}.{digits(2)}, AP-Firmware 6.6.{digits(2)}.{digits(5)}",
        f"BIOS ThinkPad Stadler N3{rnd(UPPER + DIGITS, 3)}ET{digits(2)}W",
    )
    r.add(
        "security_setting",
        "Passwort-Mindestlänge im DSM auf 12 gesetzt, Sonderzeichen nicht erzwungen",
        "Token-Gültigkeit Hetzner: kein Ablauf, darum manuell alle 6 Monate rotieren",
        "George: PIN-Eingabe nach 3 Fehlversuchen gesperrt, Entsperrung über die Filiale",
        "WPA3-Personal, Gruppenschlüssel-Intervall 3600 s, PMF Pflicht",
        "TeamViewer: Passwortstärke für Zufallspasswort auf 'Sehr sicher (10 Zeichen)' gestellt, Easy Access aus",
        "Veeam: Verschlüsselung AES-256 aktiviert, Kennwort selbst nur im Tresor-Kuvert",
    )
    r.add(
        "m365_subscription_id",
        f"M365 Business Premium Huber, Abo-ID {uid()}, 12 Lizenzen, Verlängerung 1. März",
        f"Lizenzübersicht Ordi: {secrets.randbelow(8) + 2} Exchange Online Plan 1, SKU EXCHANGESTANDARD",
        f"Partner-ID (MPN) für die Kunden-Verknüpfung: {digits(7, lead=True)}",
        f"Azure Subscription Pichler {uid()} – nur für Backup-Storage",
    )
    r.add(
        "url_with_uuid",
        f"SharePoint-Link zur Netzwerkdoku Huber: https://huber.sharepoint.example/sites/IT/Shared%20Documents/Forms/AllItems.aspx?id={uid()}",
        f"Hetzner Console: https://console.hetzner.example/projects/{digits(7, lead=True)}/servers/{digits(8, lead=True)}/overview",
        f"Intune Gerät: https://intune.acme.example/#view/Microsoft_Intune_Devices/DeviceSettingsMenuBlade/~/overview/mdmDeviceId/{uid()}",
        f"Ticket-Link: https://helpdesk.consulting.example/tickets/{uid()}",
    )
    r.add(
        "publishable_key",
        f"reCAPTCHA Site Key für das Kontaktformular Stadler (öffentlich, steht im HTML): 6L{rnd(URLSAFE, 38)}",
        f"Stripe publishable key Webshop Gruber: pk_live_{rnd(ALNUM, 99)}",
        f"Matomo Site-ID {digits(2)} und Tracking-URL https://stats.gruber.internal für den Webshop",
        f"Google Maps JS – öffentlicher Client-Key ist auf stadler-arch.example eingeschränkt, Map-ID {hexs(16)}",
    )
    r.add(
        "phone_and_contact",
        f"Dr. Leitner Ordi-Nummer +43 1 {digits(3, lead=True)} {digits(2)} {digits(2)}, Durchwahl Empfang -{digits(2)}",
        f"Hetzner Kundennummer K{digits(10, lead=True)} (nur für Support-Anfragen, kein Login)",
        f"netcup Kundennummer {digits(6, lead=True)} vom Weingut – Login macht der Sohn",
        f"A1 Kundennummer Kanzlei Huber {digits(10, lead=True)}, Vertragsnummer {digits(9, lead=True)}",
    )
    r.add(
        "network_config",
        f"VLAN 20 = Praxis, VLAN 30 = Gäste, DHCP 192.168.30.{digits(2, lead=True)}–.{secrets.randbelow(50) + 200}",
        f"Port-Forward Gruber: TCP 51820 → 10.20.0.{secrets.randbelow(200) + 10} (WireGuard), sonst nix offen",
        f"IPv6-Präfix Huber vom Provider: 2001:db8:{hexs(4)}::/56",
        f"Hetzner vSwitch ID {digits(5, lead=True)}, VLAN {secrets.randbelow(92) + 4000}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout207.py", [
        ("heldout207_credentials.yaml", credentials(), "Held-out batch 207: credentials a Vienna freelance IT consultant keeps for client offices (German, Austrian usage)"),
        ("heldout207_lookalikes.yaml", lookalikes(), "Held-out batch 207: the same consultant's notes that look secret but hold none (UIDs, IBANs, serials, key IDs, references)"),
    ])


if __name__ == "__main__":
    main()
