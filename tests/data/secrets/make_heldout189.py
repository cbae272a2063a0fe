# ruff: noqa: E501
"""Writes heldout189_credentials.yaml and heldout189_lookalikes.yaml: held-out batch 189.

Persona: the IT coordinator of a secondary school in Auckland, New Zealand, who is also the
school's Google Workspace super-admin. They keep the Chromebook enrolment account, the staff,
student and guest Wi-Fi PSKs, the copier and printer admin PINs, the Apple School Manager and
Intune logins, the student management system's API token, the firewall admin password and
the 2-step backup codes, in casual NZ English with te reo Maori words mixed in, next to a
great many student and staff ids, device serials, asset tags, MAC addresses, Wi-Fi network
names, Google Classroom class codes, helpdesk ticket numbers, OU paths, licence counts,
Chromebook enrolment ids and the Ministry school number, which are safe to keep.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    app_password,
    b64,
    bitlocker_key,
    digits,
    groups,
    hexs,
    mac,
    openssh_private,
    pem,
    phrase,
    pick,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

DOM = "kowhaicollege.example"
NET = "kowhai.internal"
WORDS = ["kiwi", "tui", "pohutukawa", "kauri", "harbour", "waka", "rangi", "moana", "fern",
         "kumara", "pipi", "kea", "totara", "ruru", "manuka", "pukeko", "jandal", "chilly-bin",
         "pavlova", "rimu", "kowhai", "takahe", "weta", "hokey-pokey"]
CAPWORDS = ["Kowhai", "Tui", "Kauri", "Waka", "Moana", "Pukeko", "Totara", "Rangitoto",
            "Tamaki", "Kereru", "Takahe", "Manaia"]
SUBJECTS = ["MAT", "ENG", "SCI", "HIS", "GEO", "ART", "MUS", "DTC", "PED", "TRM", "BIO", "CHE"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
SYMS = "!#%&*+-"


def spw() -> str:
    """A password as this coordinator picks them, or one the manager generated."""
    return pick(
        f"{pick(*CAPWORDS)}{digits(4)}!",
        f"{pick(*CAPWORDS)}-{pick(*WORDS)}-{digits(2)}{pick('!', '#', '*')}",
        f"{pick(*CAPWORDS)}{pick('@', '$', '#')}{pick('2024', '2025', '2026')}{rnd(LOWER, 3)}",
        rnd(ALNUM + SYMS, pick(14, 16, 18)),
        rnd(ALNUM, 20),
    )


def day() -> str:
    return f"{secrets.randbelow(28) + 1} {pick(*MONTHS)}"


def student_id() -> str:
    return digits(5, lead=True)


def nsn() -> str:
    return digits(pick(9, 10), lead=True)


def gcodes(n: int) -> list[str]:
    """Google 2-step backup codes: eight digits, shown in two groups of four."""
    return [f"{digits(4)} {digits(4)}" for _ in range(n)]


def azure_secret() -> str:
    """An Entra ID app registration client secret value."""
    return f"{rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '_~.-', 34)}"


def apple_recovery_key() -> str:
    return "-".join(rnd(UPPER + "23456789", 4) for _ in range(7))


def classroom_code() -> str:
    return rnd(LOWER + "23456789", pick(6, 7))


def meet_code() -> str:
    return f"{rnd(LOWER, 3)}-{rnd(LOWER, 4)}-{rnd(LOWER, 3)}"


def serial() -> str:
    return pick(f"PF{rnd(UPPER + '0123456789', 6)}", f"NXH{rnd(UPPER + '0123456789', 19)}",
                f"C02{rnd(UPPER + '0123456789', 9)}", f"5CD{digits(3)}{rnd(UPPER + '0123456789', 4)}")


def asset_tag() -> str:
    return f"KC-{pick('CB', 'LT', 'PC', 'IP', 'PR')}-{digits(4)}"


def ticket() -> str:
    return pick(f"#{digits(5, lead=True)}", f"HD-2025-{digits(4)}", f"INC{digits(7)}")


def credentials() -> Rows:
    r = Rows()
    r.add(
        "google_workspace_superadmin_password",
        f"Google Workspace super admin: itadmin@{DOM} / {spw()}",
        f"remember the break-glass super-admin for the kura Google: breakglass@{DOM}, password {spw()} - only for when my own acct gets locked out",
        f"GW super admin pw changed today (Rāmere) -> {spw()}",
        f"admin.google.com\nuser: sa-coordinator@{DOM}\npass: {spw()}\n2SV on my phone",
        f"kia ora future me, new super admin password for the school Workspace is {spw()} eh, dont lose it this time",
    )
    r.add(
        "google_2sv_backup_codes",
        f"Backup codes for itadmin@{DOM} (Google 2SV):\n" + "\n".join(gcodes(10)),
        f"2-step backup codes breakglass acct: {', '.join(gcodes(6))}",
        f"used one of the backup codes at the hui today, the ones left: {'  '.join(gcodes(5))}",
        f"Google backup verification codes (printed copy in safe, this is my copy)\n1. {gcodes(1)[0]}\n2. {gcodes(1)[0]}\n3. {gcodes(1)[0]}\n4. {gcodes(1)[0]}",
    )
    r.add(
        "chromebook_enrolment_password",
        f"Chromebook enrolment account: enrol@{DOM} pw {spw()}",
        f"For enrolling the new Y9 Chromebooks (enterprise enrolment) log in with cbenrol@{DOM} / {spw()} at the OOBE screen, Ctrl+Alt+E first",
        f"enrolment acct password reset -> {rnd(ALNUM, 12)} (told the tech from the supplier, change it after they're done)",
        f"CB enroll login\n  u: chromeenrol@{DOM}\n  p: {spw()}",
        f"supplier's enrolment user is enrol-acme@{DOM}, temp password {rnd(ALNUM + '!#', 12)}, expires end of Term 1",
    )
    r.add(
        "staff_wifi_psk",
        f"Staff Wi-Fi (KC-Kaiako) PSK: {spw()}",
        f"wifi for kaiako devices - SSID KC-Kaiako, key {phrase(WORDS, 4, '-')}",
        f"new staff PSK for 2025 is {pick(*CAPWORDS)}{phrase(WORDS, 2, '')}{digits(3)} - tell staff at briefing Rāhina, NOT in the email",
        f"interface=wlan0\nssid=KC-Kaiako\nwpa=2\nwpa_passphrase={rnd(ALNUM, 16)}",
        f"Meraki SSID 2 (KC-Kaiako) pre-shared key changed to {spw()} on {day()}",
    )
    r.add(
        "student_wifi_psk",
        f"Student wifi KC-Akonga password: {phrase(WORDS, 3, '')}{digits(2)}",
        f"ākonga wifi key this term: {pick(*CAPWORDS)}{digits(4)}",
        f"Student network PSK (BYOD) = {rnd(ALNUM, 14)}",
        f"BYOD wifi for Y7-13: KC-BYOD / {spw()}",
        f"stu wifi psk chnged -> {phrase(WORDS, 2, '')}{digits(3)}! (old one got posted on tiktok lol)",
    )
    r.add(
        "guest_wifi_psk",
        f"Guest wifi for parents evening: KC-Manuhiri, password {pick(*CAPWORDS)}{digits(3)}",
        f"visitor wifi key for the hui next week: {spw()}",
        f"Manuhiri network PSK rotated, new one: {rnd(LOWER + '23456789', 10)}",
        f"KC-Guest pw {phrase(WORDS, 3, '-')} (valid till end of Term 2, then change it)",
    )
    r.add(
        "copier_admin_pin",
        f"Konica copier (staffroom) admin PIN: {digits(6)}",
        f"copier admin pin for B block = {digits(4)}, it's under key operator mode",
        f"Kyocera TASKalfa front office: Admin ID {digits(4)} / Password {digits(4)}",
        f"Remember: photocopier machine admin code {digits(6)} (Workroom 2). Kaua e whakaatu ki ngā ākonga!",
        f"Ricoh in the library - admin login 'admin', pw {digits(8)}",
    )
    r.add(
        "printer_admin_password",
        f"HP LaserJet in S12 web admin (https://prn-s12.{NET}) admin / {spw()}",
        f"printer EWS pw for all the Brother label printers: {rnd(ALNUM, 10)}",
        f"set the admin pw on the new Canon in the Art room to {spw()}",
        f"PaperCut admin: https://papercut.{NET}:9192/admin  user admin  pw {spw()}",
        f"PaperCut web services auth token (for the SMS sync script): auth.webservices.auth-token = {rnd(ALNUM, 32)}",
    )
    r.add(
        "apple_school_manager_login",
        f"Apple School Manager: asm.admin@{DOM} / {spw()}",
        f"ASM login (Managed Apple ID) it.admin@appleid.{DOM}, password {spw()}, the 6 digit code goes to the office iPad",
        f"school.apple.com\nuser: coordinator@{DOM}\npw: {spw()}",
        f"ASM account recovery key (keep this!!): {apple_recovery_key()}",
        f"Apple School Manager - ngā kupuhipa hou (new pw) for asm.admin: {spw()}",
    )
    r.add(
        "intune_admin_login",
        f"Intune admin (intune.microsoft.com): intune.admin@{DOM} / {spw()}",
        f"Endpoint Manager login for the iPads + Windows laptops: it-coord@{DOM}  {spw()}",
        f"M365 global admin breakglass: ga-break@{DOM} pw {rnd(ALNUM + SYMS, 24)}",
        f"Temporary Access Pass for setting up Authenticator on my new phone: {rnd(ALNUM + '!#%+', 10)} (valid 8 hrs)",
        f"intune login\n{rnd(LOWER, 2)}.admin@{DOM}\n{spw()}",
    )
    r.add(
        "azure_app_client_secret",
        f"App registration 'KC-SMS-Sync' client secret: {azure_secret()} (expires 2026-03-01)",
        f"Graph API app for the staff onboarding script\ntenant: {uid()}\nclient_id: {uid()}\nclient_secret: {azure_secret()}",
        f"AZURE_CLIENT_SECRET={azure_secret()}",
        f"$secret = '{azure_secret()}'  # Connect-MgGraph app for the leavers script",
        f"intune reporting app secret value {azure_secret()} - copy it now, Azure only shows it once",
    )
    r.add(
        "sms_api_token",
        f"SMS API token (for the Google sync): {hexs(40)}",
        f"Authorization: Bearer {rnd(URLSAFE, 48)}   <- student management system timetable API, prod",
        f"sms_api:\n  base_url: https://sms.{NET}/api/v2\n  token: {rnd(ALNUM, 40)}",
        f"curl -H 'X-Api-Key: {hexs(32)}' https://sms.{NET}/api/students?year=9",
        f"KAMAR directory service login for the sync: kc-dirsvc / {spw()}",
    )
    r.add(
        "firewall_admin_password",
        f"FortiGate admin: https://fw01.{NET}:8443  admin / {spw()}",
        f"firewall pw (the box in the comms cupboard): {rnd(ALNUM + SYMS, 18)}",
        f"Fw admin changed after the audit -> {spw()}",
        f"config system admin\n    edit \"itcoord\"\n        set accprofile \"super_admin\"\n        set password {spw()}\n    next\nend",
        f"N4L managed network portal: kowhai-it / {spw()}",
    )
    r.add(
        "fortigate_api_token",
        f"FortiGate REST API token (config backup script): {rnd(ALNUM, 30)}",
        f"curl -k -H 'Authorization: Bearer {rnd(ALNUM, 30)}' https://fw01.{NET}/api/v2/monitor/system/status",
        f"api_key for fw01 (REST admin 'backup-bot') = {rnd(ALNUM, 30)}",
        f"fortigate api tkn {rnd(ALNUM, 30)} (trusted host 10.10.1.0/24 only)",
    )
    r.add(
        "meraki_api_key",
        f"Meraki dashboard API key: {hexs(40)}",
        f"X-Cisco-Meraki-API-Key: {hexs(40)}",
        f"export MERAKI_DASHBOARD_API_KEY={hexs(40)}  # for the AP reboot script",
        f"meraki key for the org (KC) - {hexs(40)} - full org admin so guard it",
    )
    r.add(
        "google_service_account_key",
        '{\n  "type": "service_account",\n  "project_id": "kc-gam-' + digits(6) + '",\n  "private_key_id": "' + hexs(40) + '",\n  "private_key": "' + pem("PRIVATE KEY", 6).replace("\n", "\\n") + '\\n",\n  "client_email": "gam-project@kc-gam.iam.gserviceaccount.com"\n}',
        f"GAM oauth2service.json private key (don't commit it again!!):\n{pem('PRIVATE KEY', 6)}",
        f"GAM project OAuth client secret: GOCSPX-{rnd(URLSAFE, 28)}",
    )
    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery for the office laptop ({asset_tag()}): {bitlocker_key()}",
        f"recovery key ID {hexs(8).upper()}, key {bitlocker_key()}",
        f"bitlocker key for the tumuaki's Surface: {bitlocker_key()}",
        f"BL key, Rm 14 teacher laptop\n{bitlocker_key()}",
    )
    r.add(
        "local_admin_password",
        f"LAPS password for KC-LT-{digits(4)} (pulled from Intune, expires Fri): {rnd(ALNUM + SYMS, 20)}",
        f"local admin on the library kiosk PCs: .\\kcadmin / {spw()}",
        f"Mac local admin for the music suite iMacs: ladmin / {spw()}",
        f"Windows local Administrator on the imaging USB builds - {spw()}",
    )
    r.add(
        "service_account_password",
        f"svc-papercut (LDAP bind) password: {spw()}",
        f"ldapsearch -x -H ldap://dc01.{NET} -D 'CN=svc-ldap,OU=Service,DC=kowhai,DC=internal' -w '{spw()}' -b 'DC=kowhai,DC=internal'",
        f"GCDS (Google Cloud Directory Sync) bind acct: svc-gcds / {spw()}",
        f"scan-to-folder SMB user on the copiers: KOWHAI\\svc-scan  {spw()}",
    )
    r.add(
        "radius_shared_secret",
        f"RADIUS shared secret (NPS <-> Meraki): {rnd(ALNUM, 24)}",
        f"radius-server host 10.10.1.20 key {rnd(ALNUM, 20)}",
        f"NPS client 'Meraki-APs' secret = {rnd(ALNUM + SYMS, 22)}",
    )
    r.add(
        "switch_admin_password",
        f"core switch enable pw: {rnd(ALNUM, 12)}",
        f"username netadmin privilege 15 secret 0 {spw()}",
        f"Aruba switches in the B block comms room - manager pw {spw()}",
        f"ssh admin@sw-core01.{NET}, pw {spw()}, then 'en' with {rnd(ALNUM, 10)}",
    )
    r.add(
        "snmp_community_string",
        f"snmp-server community {rnd(ALNUM, 14)} RO",
        f"SNMP RW community for the UPS cards: {rnd(ALNUM, 16)}",
        f"SNMPv3 user monitor: auth SHA {spw()}  priv AES {spw()}",
    )
    r.add(
        "ssh_private_key",
        f"backup server key (root@bk01.{NET}):\n{openssh_private()}",
        f"id_ed25519 for the timetable export box:\n{openssh_private()}",
        f"old Ubuntu box in the library (lib-srv.{NET}) key:\n{pem('RSA PRIVATE KEY', 8)}",
    )
    r.add(
        "alarm_code",
        f"Alarm code for the admin block (after hours): {digits(4)}",
        f"Gym alarm: code {digits(4)}#, set with the 'away' button",
        f"Server room keypad code changed to {digits(6)}",
        f"if I get called out at night: alarm disarm {digits(4)}, duress code is {digits(4)} - don't mix them up!!",
    )
    r.add(
        "safe_combination",
        f"Safe in the tumuaki's office (where the breakglass envelope lives): combo {digits(2)}-{digits(2)}-{digits(2)}",
        f"key safe outside the server room: {digits(4)}",
        f"Lockbox for the spare Chromebook chargers + keys: {digits(3)}",
    )
    r.add(
        "smtp_app_password",
        f"App password for the copier scan-to-email (scanner@{DOM}): {app_password()}",
        f"smtp.gmail.com:587 user noreply@{DOM} pass {app_password().replace(' ', '')}",
        f"SMS email alerts app pw: {app_password()}",
        f"[smtp]\nhost = smtp-relay.gmail.com\nport = 587\nuser = alerts@{DOM}\npassword = {app_password()}",
    )
    r.add(
        "mdm_api_key",
        f"Jamf School API: Network ID {digits(8, lead=True)}, API key {rnd(UPPER + '0123456789', 32)}",
        f"Jamf Pro API client (iPad inventory): client_id {uid()}  client_secret {rnd(URLSAFE, 64)}",
        f"MDM_API_KEY={rnd(UPPER + '0123456789', 32)}",
    )
    r.add(
        "vpn_credential",
        f"Site-to-site VPN (us <-> the farm campus) IKE PSK: {rnd(ALNUM, 32)}",
        f"FortiClient VPN: itcoord / {spw()}",
        f"my laptop wg0.conf\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.20.0.2/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.{NET}:51820",
    )
    r.add(
        "website_admin_password",
        f"School website WP admin: https://www.{DOM}/wp-admin  user webmaster  pw {spw()}",
        f"wp-config.php: define( 'DB_PASSWORD', '{spw()}' );",
        f"Website hosting cPanel: kowhaicol / {spw()}",
        f"WP application password for the newsletter plugin: {groups(rnd(ALNUM, 24), 4)}",
    )
    r.add(
        "backup_encryption_passphrase",
        f"Veeam backup encryption password: {phrase(WORDS, 5, ' ')}",
        f"Synology Hyper Backup task encryption pw: {rnd(ALNUM + SYMS, 20)}  (without it the offsite copy is useless!)",
        f"restic repo password for the offsite bucket: {spw()}",
        f"RESTIC_PASSWORD='{rnd(ALNUM, 32)}'",
    )
    r.add(
        "staff_temp_password",
        f"new relief teacher acct relief03@{DOM} temp pw {spw()} (change at first login)",
        f"reset Whaea M's password to {pick(*CAPWORDS)}{digits(4)}! - she'll change it Monday",
        f"Student reset: {student_id()} -> temp password {phrase(WORDS, 2, '')}{digits(3)}",
        f"bulk reset for the Y9 intake, everyone starts on Kowhai{digits(4)}# and has to change it",
    )
    r.add(
        "github_token",
        f"GitHub PAT for the timetable scripts repo: ghp_{rnd(ALNUM, 36)}",
        f"github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)} (fine-grained, read-only, kc-it/scripts)",
        f"GH_TOKEN=ghp_{rnd(ALNUM, 36)}",
        f"git clone https://itcoord:ghp_{rnd(ALNUM, 36)}@github.com/kc-it/chromebook-scripts.git",
    )
    r.add(
        "database_connection_string",
        f"library system DB: postgresql://libadmin:{spw()}@lib-db.{NET}:5432/library",
        f"Server=sql01.{NET};Database=Attendance;User Id=sa;Password={spw()};",
        f"mysql -h web-db.{NET} -u wp -p'{spw()}' wordpress",
        f"mongodb://helpdesk:{rnd(ALNUM, 18)}@helpdesk-db.{NET}:27017/tickets?authSource=admin",
    )
    r.add(
        "mfa_totp_seed",
        f"TOTP secret for the shared helpdesk acct (so both of us can do 2FA): {groups(rnd(BASE32.lower(), 32), 4)}",
        f"otpauth://totp/KC%20Firewall:admin?secret={rnd(BASE32, 32)}&issuer=KC%20Firewall",
        f"2FA seed for the N4L portal: {rnd(BASE32, 16)}",
        f"Authenticator setup key for the breakglass acct (if my phone dies): {groups(rnd(BASE32.lower(), 32), 4)}",
    )
    r.add(
        "phone_system_pin",
        f"voicemail PIN for the IT ext 214: {digits(4)}",
        f"3CX admin console https://pbx.{NET}:5001  admin / {spw()}",
        f"reception phone admin menu PIN {digits(6)}",
        f"tumuaki asked me to keep her voicemail pin in case she's away: {digits(4)}",
    )
    r.add(
        "cctv_nvr_password",
        f"CCTV NVR (Hikvision, comms room) admin / {spw()}",
        f"camera system login for the deans: viewer / {rnd(ALNUM, 10)}",
        f"NVR at https://nvr01.{NET} - user admin, pass {spw()}",
        f"cctv pw changed after the break-in, new one {spw()}",
    )
    r.add(
        "google_api_key",
        f"Google API key for the bell schedule sheet script: AIza{rnd(URLSAFE, 35)}",
        f"GOOGLE_API_KEY=AIza{rnd(URLSAFE, 35)} (unrestricted - fix this!!)",
        f"Sheets API key the timetable thing uses: AIza{rnd(URLSAFE, 35)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "student_id",
        f"Student ID {student_id()} - Y10, needs a loan Chromebook till Friday",
        f"ākonga {student_id()} and {student_id()} share a device (twins, same whānau)",
        f"sid {student_id()} is in the wrong OU, move to /Students/Y11",
        f"Student number lookup: {student_id()} -> form class 12{rnd(UPPER, 2)}",
        f"broken screens this week: {', '.join(student_id() for _ in range(5))}",
    )
    r.add(
        "national_student_number",
        f"NSN {nsn()} - new enrolment from another kura, records still to come across",
        f"NSN for the exchange student: {nsn()}",
        f"two ākonga with the same name, NSNs {nsn()} and {nsn()} - check before merging!",
        f"NZQA login issue, NSN {nsn()}, sent them to the NZQA helpdesk",
    )
    r.add(
        "staff_code",
        f"staff code {rnd(UPPER, 3)} = new Science kaiako, starts Rāhina",
        f"Staff ID S{digits(4)} - relief teacher, needs a Chromebook + KC-Kaiako access",
        f"Timetable staff codes for the HOD list: {', '.join(rnd(UPPER, 3) for _ in range(6))}",
        f"leaver: staff {rnd(UPPER, 3)} (ID S{digits(4)}), suspend Google acct end of term",
    )
    r.add(
        "device_serial_number",
        f"Chromebook serial {serial()} - keyboard dead, warranty claim",
        f"S/N {serial()} returned by student {student_id()}",
        f"Serials for the loan trolley: {', '.join(serial() for _ in range(4))}",
        f"iPad serial {rnd('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 12)} is still in ASM, release it before sending back",
        f"repair agent needs the serial: {serial()} (the one with the cracked hinge)",
    )
    r.add(
        "asset_tag",
        f"Asset tag {asset_tag()} moved from Rm 14 to the library",
        f"{asset_tag()} written off - dropped in the pool at athletics day",
        f"Asset register: {asset_tag()} / {asset_tag()} / {asset_tag()} all out on loan",
        f"stickers printed {asset_tag()} to {asset_tag()}",
    )
    r.add(
        "mac_address",
        f"MAC {mac()} - the smart TV in the wharenui, needs a DHCP reservation",
        f"Block this MAC on the student SSID: {mac('-', True)}",
        f"Printer in S12 MAC {mac(':', True)} -> reserve 10.10.{secrets.randbelow(200)}.{secrets.randbelow(250) + 2}",
        f"Chromebook wifi MAC {mac()} keeps dropping off KC-Akonga",
        f"MAC whitelist for the Apple TVs: {mac()}, {mac()}, {mac()}",
    )
    r.add(
        "wifi_network_name",
        "SSIDs: KC-Kaiako (staff), KC-Akonga (students), KC-BYOD, KC-Manuhiri (guests)",
        "KC-Akonga is 5 GHz only now, older phones won't see it",
        "Hide the KC-IoT SSID, nobody should be picking it by hand",
        "eduroam is live too - visiting kaiako use their own uni/school login",
        "KC-Hui SSID only broadcast in the hall during assemblies and prizegiving",
    )
    r.add(
        "wifi_settings",
        f"KC-Kaiako = VLAN {secrets.randbelow(100) + 10}, WPA2-Enterprise, RADIUS on 10.10.1.20 port 1812",
        "Guest SSID: splash page on, 10 Mbps per client, sessions expire after 8 hours",
        "Channel plan: 2.4 GHz on 1/6/11 only, 5 GHz 36-48 in the library because of the radar stuff",
        "the PSK for staff wifi changes every term, next change is the first week of Term 3",
    )
    r.add(
        "google_classroom_class_code",
        f"Class code for 11{pick(*SUBJECTS)} is {classroom_code()}, it's on the whiteboard",
        f"Google Classroom: 10{pick(*SUBJECTS)} code {classroom_code()} (send to the whānau newsletter too)",
        f"relief teacher needs to join 9{pick(*SUBJECTS)} - class code {classroom_code()}",
        f"new classes this term: 12{pick(*SUBJECTS)} {classroom_code()}, 13{pick(*SUBJECTS)} {classroom_code()}",
        f"reset the class code on Y13 {pick(*SUBJECTS)} (students shared it with mates): new one {classroom_code()}",
    )
    r.add(
        "google_meet_code",
        f"Staff briefing Meet link: meet.google.com/{meet_code()}",
        f"Parent interviews online: Meet code {meet_code()}",
        f"PLD session Meet {meet_code()} - Rāapa 3:30pm",
        f"Board meeting Meet link meet.google.com/{meet_code()} (in the agenda anyway)",
    )
    r.add(
        "helpdesk_ticket",
        f"Ticket {ticket()} - projector in D3 not turning on",
        f"Closed {ticket()} and {ticket()}, both password resets done in person",
        f"Escalated to the supplier, their ref {rnd(UPPER, 3)}-{digits(6)}, our ticket {ticket()}",
        f"{ticket()}: copier jam B block, tech booked Rāpare",
        f"Google Workspace support case {digits(8)} about the duplicate accounts",
    )
    r.add(
        "ou_path",
        "OU for the new Chromebooks: /Students/Y9/2025 Intake",
        "Move leavers to /Suspended/Leavers 2024 before we archive them",
        "Staff OU path: /Staff/Teaching/Science - has the Kaiako Chrome policy",
        "OU=Students,OU=Kowhai,DC=kowhai,DC=internal - GCDS syncs from here",
    )
    r.add(
        "licence_count",
        f"Chrome Education Upgrade licences: {secrets.randbelow(400) + 600} bought, {secrets.randbelow(100) + 480} used",
        f"Intune licences A3 for staff: {secrets.randbelow(50) + 90}, A1 for students",
        f"Google Workspace for Education Plus: {secrets.randbelow(300) + 1200} student licences, renewal {day()}",
        "Adobe CC lab licences: 30 in the DTC room, 25 shared",
    )
    r.add(
        "chromebook_enrolment_id",
        f"Enrolled device id {uid()} shows as 'deprovisioned' - check with supplier",
        f"Chrome device ID {uid()} (serial {serial()}) re-enrolled into /Students/Y10",
        f"Admin console device id for the library kiosk: {uid()}",
        f"zero-touch enrolment order {digits(9, lead=True)} - 120 Chromebooks, customer id {rnd(ALNUM, 9)}",
    )
    r.add(
        "moe_school_number",
        f"Ministry school number: {secrets.randbelow(900) + 100} (needed on the N4L form)",
        f"MoE institution number {secrets.randbelow(900) + 100}, roll approx {secrets.randbelow(500) + 1100}",
        f"N4L site id KC-{digits(5)} / school no. {secrets.randbelow(900) + 100}",
        f"school number {secrets.randbelow(900) + 100} goes on every ENROL and NZQA form, not the charity number",
    )
    r.add(
        "password_policy_talk",
        "Staff password policy: 12+ chars, no reuse of the last 5, 2SV compulsory from Term 2",
        "Students Y7-8 get picture passwords, Y9 and up set their own (min 8 chars)",
        "Rotate the Wi-Fi PSKs at the end of every term - remind me in the last week",
        "super admin password gets changed whenever someone with access leaves - tumuaki agreed at the hui",
        "copier PINs are 4-6 digits, staff set their own in PaperCut; reset via the admin page not the machine",
    )
    r.add(
        "secret_location_reference",
        "break-glass super admin password is in the sealed envelope in the tumuaki's safe",
        "firewall admin creds are in Bitwarden, collection 'IT - Network'",
        "backup codes printed and in the safe - don't keep them on the laptop",
        "ASM password: ask the business manager, it's in the IT folder in their locked drawer",
        "Intune breakglass: in the password manager under 'M365 BG', needs both of us to open",
    )
    r.add(
        "secret_variable_reference",
        "GitHub Action uses ${{ secrets.SMS_API_TOKEN }} and ${{ secrets.GAM_OAUTH }} - never paste them in the yaml",
        "sync script reads SMS_API_TOKEN and MERAKI_DASHBOARD_API_KEY from the env, set them in /etc/kc-sync.env",
        "Vault path for the firewall backup creds: secret/data/network/fw01",
        "token = os.environ[\"SMS_API_TOKEN\"]  # don't hardcode",
    )
    r.add(
        "masked_value",
        f"Meraki shows the API key as {'*' * 36}{hexs(4)}, so I can tell which one is live",
        f"Google app password for scanner@ - shown as **** **** **** {rnd(LOWER, 4)}, revoked the old one",
        f"FortiGate token for backup-bot: {rnd(ALNUM, 4)}{'x' * 26} (regenerated {day()})",
        "AZURE_CLIENT_SECRET=<redacted> in the ticket, real value only in the vault",
    )
    r.add(
        "public_key",
        f"my SSH public key for the switches: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} itcoord@kc-laptop",
        f"add this to authorized_keys on bk01: ssh-rsa {ssh_pub('ssh-rsa', 270)} backup@bk01",
        f"WireGuard server public key (give to staff for the VPN config): {wg_key()}",
        f"GPG key fingerprint for the restic notifications: {groups(hexs(40).upper(), 4)}",
        f"age recipient for encrypting the exported report: {age_public_key()}",
    )
    r.add(
        "google_oauth_client_id",
        f"OAuth client ID for the GAM project: {digits(12, lead=True)}-{rnd(LOWER + '0123456789', 32)}.apps.googleusercontent.com",
        f"Domain-wide delegation: client id {digits(21, lead=True)}, scopes admin.directory.user, classroom.rosters",
        f"Chromebook kiosk app OAuth client: {digits(12, lead=True)}-{rnd(LOWER + '0123456789', 32)}.apps.googleusercontent.com",
        f"Classroom add-on client ID {digits(12, lead=True)}-{rnd(LOWER + '0123456789', 32)}.apps.googleusercontent.com - public, the secret is in Bitwarden",
    )
    r.add(
        "azure_identifier",
        f"Tenant ID: {uid()}",
        f"App (client) ID for KC-SMS-Sync: {uid()}, object id {uid()}",
        f"Intune enrolment profile 'KC Staff Laptops' id {uid()}",
        f"Entra group 'All Kaiako' object id {uid()}",
    )
    r.add(
        "dns_txt_record",
        f"google-site-verification={rnd(URLSAFE, 43)} - TXT on {DOM}",
        f"DKIM for Google: google._domainkey TXT \"v=DKIM1; k=rsa; p={b64(secrets.token_bytes(162))}\"",
        "SPF: v=spf1 include:_spf.google.com ~all  (add the copier relay IP later)",
        f"M365 domain verify: TXT MS=ms{digits(8, lead=True)}",
    )
    r.add(
        "file_checksum",
        f"ChromeOS Flex image sha256: {hexs(64)}",
        f"Win11 Edu ISO hash (SHA256) {hexs(64).upper()} - matches the VLSC page",
        f"firmware for the Aruba switches md5 {hexs(32)}",
        f"GAM zip SHA-256 {hexs(64)} - checked it before installing",
    )
    r.add(
        "certificate_thumbprint",
        f"RADIUS server cert thumbprint: {hexs(40).upper()}",
        f"Wi-Fi cert SHA-1 fingerprint {':'.join(hexs(40).upper()[i:i + 2] for i in range(0, 40, 2))}",
        f"APNs push cert topic com.apple.mgmt.External.{uid()} - renew before {day()}",
        f"Chrome cert upload: root CA serial {groups(hexs(32).upper(), 2, ':')}",
    )
    r.add(
        "courier_tracking_number",
        f"Chromebook replacement parts tracking: {rnd(UPPER, 2)}{digits(9)}NZ",
        f"CourierPost ticket {rnd(UPPER, 3)}{digits(9)} - 2 boxes of chargers",
        f"Repair return consignment {digits(12)}",
        f"tracking for the new switches: {rnd(UPPER, 2)}{digits(9)}NZ (arrives Rāpare)",
    )
    r.add(
        "purchase_order_number",
        f"PO {digits(6)} for 60 x Chromebooks, approved by the BOT",
        f"Order number {rnd(UPPER, 2)}-{digits(7)} - projector lamps",
        f"Invoice INV-{digits(6)} from the copier leasing company, meter reading {secrets.randbelow(90000) + 10000}",
        f"Quote Q{digits(5)} for the new APs - 14 x MR46",
    )
    r.add(
        "git_commit_sha",
        f"sync script fix is commit {hexs(40)}",
        f"rolled the kiosk config back to {hexs(7)}",
        f"PR #{secrets.randbelow(90) + 10} merged ({hexs(7)}) - adds the Y9 OU mapping",
        f"GAM version tag v{secrets.randbelow(5) + 6}.{secrets.randbelow(20)}, commit {hexs(12)}",
    )
    r.add(
        "mdm_identifier",
        f"Intune device ID {uid()} - Rm 22 teacher laptop, wiped and re-enrolled",
        f"ASM organisation id {digits(7, lead=True)}, MDM server 'Jamf School KC'",
        f"Autopilot group tag KC-STAFF, profile id {uid()}",
        f"Apple TV in the library: serial {rnd('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 12)}, ASM order {digits(10, lead=True)}",
    )
    r.add(
        "publishable_key",
        f"Uniform shop Stripe publishable key: pk_live_{rnd(ALNUM, 24)} (the one in the web page, fine to share)",
        f"reCAPTCHA site key on the enrolment form: 6L{rnd(URLSAFE, 38)}",
        f"Stripe pk for the camp payments form: pk_live_{rnd(ALNUM, 24)} - publishable, lives in the page source",
        f"Google Analytics measurement ID for the school website: G-{rnd(UPPER + '0123456789', 10)}",
    )
    r.add(
        "printer_info",
        f"Staffroom Konica IP 10.10.{secrets.randbelow(200)}.{secrets.randbelow(250) + 2}, queue name KC-Staffroom-Colour",
        f"Toner part no. TN-{digits(3)}K for the Konicas, order 4 at a time",
        f"PaperCut: balance for Y13 art students topped up to $20, account id {digits(6)}",
        f"Copier meter reading B block: {secrets.randbelow(900000) + 100000} black / {secrets.randbelow(90000) + 10000} colour",
    )
    r.add(
        "room_timetable_code",
        f"10{pick(*SUBJECTS)}-{secrets.randbelow(4) + 1} is in D3 period 3 Rāapa, projector there is dodgy",
        f"Rm {rnd(UPPER, 1)}{secrets.randbelow(30) + 1} booked for the Chromebook rollout, periods 1-4",
        f"Timetable line {secrets.randbelow(6) + 1}: 12{pick(*SUBJECTS)}, 12{pick(*SUBJECTS)}, 12{pick(*SUBJECTS)}",
        f"relief line R{digits(3)} for periods 2-5 - cover for the {pick(*SUBJECTS)} kaiako",
    )
    r.add(
        "ip_address_plan",
        "Student VLAN 10.20.0.0/22, staff 10.10.0.0/23, printers 10.30.1.0/24",
        f"DHCP reservation for the staffroom Konica: 10.30.1.{secrets.randbelow(200) + 20}",
        f"fw01 WAN is 203.0.113.{secrets.randbelow(250) + 2} via N4L - gateway .1",
        "DNS: 10.10.1.10 and 10.10.1.11, N4L filtering upstream",
    )
    r.add(
        "warranty_claim_number",
        f"Warranty claim {rnd(UPPER, 2)}{digits(8)} for {serial()} - hinge cracked",
        f"Lenovo case {digits(10, lead=True)} open, waiting on a motherboard",
        f"AppleCare repair id R{digits(9)} - iPad screen",
        f"RMA {digits(7)} for the dead Meraki AP in the gym",
    )
    r.add(
        "chrome_policy_setting",
        "Chrome policy: idle logout after 10 min on the library kiosks, guest mode off",
        "Student Chromebooks: force sign-in restricted to *@kowhaicollege.example, incognito disabled",
        "Screen lock password required after sleep - yes for staff, no for Y7-8 (they forget)",
        "Forced re-enrolment ON so a wiped device goes straight back into the right OU",
    )
    return r


def main() -> None:
    write_corpora("make_heldout189.py", [
        ("heldout189_credentials.yaml", credentials(), "Auckland secondary school IT coordinator: Workspace, Wi-Fi, copier, ASM, Intune, SMS and firewall credentials (held-out batch 189)"),
        ("heldout189_lookalikes.yaml", lookalikes(), "Auckland secondary school IT coordinator: ids, serials, asset tags, MACs, class codes, tickets and OU paths that hold no secret (held-out batch 189)"),
    ])


if __name__ == "__main__":
    main()
