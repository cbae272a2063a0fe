# ruff: noqa: E501
"""Writes heldout299_credentials.yaml and heldout299_lookalikes.yaml: held-out batch 299.

Persona: an IT support technician at a secondary school in Ghent who writes his notes in
Flemish Dutch with some English and French. He keeps the Smartschool admin login, the
Microsoft 365 global admin password and break-glass account, the Intune and Apple School
Manager credentials, the Wi-Fi PSKs for staff and students, the printer and copier admin
PINs, the UniFi controller password, the BitLocker recovery keys of teacher laptops and the
server room key-box code, next to many look-alikes: inventory tags, serial numbers, device
ids, Azure tenant and object ids, MAC addresses, license counts, ticket numbers,
pseudonymised student numbers and Chromebook enrollment ids.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    anthropic_key,
    app_password,
    bitlocker_key,
    digits,
    hexs,
    jwt,
    mac,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    pem,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = ["fiets", "belfort", "gracht", "wafel", "frieten", "kaai", "toren", "regen", "lamp",
         "schaap", "molen", "boot", "sleutel", "mosterd", "speculoos", "draak", "leie",
         "schelde", "korenmarkt", "tram", "krijt", "bord", "bank", "lokaal", "kantine"]


def entra_secret() -> str:
    """A Microsoft Entra app client secret: 3 characters, a digit, `Q~`, 34 more."""
    return f"{rnd(ALNUM, 3)}{pick('7', '8')}Q~{rnd(ALNUM + '-_.~', 34)}"


def ip(net: str = "10.20") -> str:
    return f"{net}.{secrets.randbelow(250) + 1}.{secrets.randbelow(250) + 2}"


def fingerprint() -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(32))


def groups4(text: str) -> str:
    return "-".join(text[i:i + 4] for i in range(0, len(text), 4))


def credentials() -> Rows:
    r = Rows()
    r.add(
        "smartschool_admin_login",
        f"Smartschool hoofdbeheerder: login 'beheer.ict' / wachtwoord {pw()} (acme.smartschool.be, niet delen met het secretariaat)",
        f"SS admin\ngebruiker: ict-admin\nww: {rnd(ALNUM + '!#%&*', 14)}\n2FA staat op de dienst-gsm",
        f"onthoud: smartschool beheer login = kvandamme-adm, paswoord {pick('Ghent', 'Gent', 'Leie', 'Schelde')}{digits(4)}!{rnd(UPPER, 2)}",
        f"Nieuw Smartschool-wachtwoord voor het hoofdaccount (gewijzigd na de audit): {rnd(ALNUM, 18)}",
        f"Smartschool login voor de vervangende ICT'er (tijdelijk): gebruiker ict.tijdelijk, mot de passe {pw()} — vervalt eind juni",
    )
    r.add(
        "m365_global_admin_password",
        f"M365 global admin: admin@sintacme.onmicrosoft.com / {pw()}",
        f"Global Administrator wachtwoord (tenant sintacme): {rnd(ALNUM + '!@#$%^&*', 20)}",
        f"GA account ww gewijzigd vandaag -> {pick('Cobalt', 'Belfort', 'Gravensteen')}-{digits(3)}-{pick('Regen', 'Wafel', 'Kaai')}#{digits(2)}",
        f"Office 365 admin\n  user: it-admin@sintacme.example\n  pass: {rnd(ALNUM + '$!', 16)}",
        f"pw voor de global admin in m365 is {rnd(ALNUM, 16)} (let op, hoofdlettergevoelig)",
    )
    r.add(
        "m365_break_glass_account",
        f"Break-glass account: bg-noodtoegang@sintacme.onmicrosoft.com\nwachtwoord (48 tekens, ook uitgeprint in de kluis): {rnd(ALNUM + '!#%&*+-=?', 48)}",
        f"emergency access acc #2 — breakglass02@sintacme.onmicrosoft.com pw {rnd(ALNUM + '-_.!', 32)} ; excluded van alle CA policies",
        f"noodaccount M365 (compte d'urgence): login bg01@sintacme.onmicrosoft.com, mdp {phrase(WORDS, 6, '-')}{digits(2)}",
        f"Break glass FIDO2-sleutel PIN: {digits(6)} — de sleutel zelf ligt in de enveloppe in de brandkast",
        f"TAP (temporary access pass) voor bg01 om de passkey opnieuw te registreren: {rnd(ALNUM + '!#$%&+-', 16)} — geldig tot 17u",
    )
    r.add(
        "intune_service_account",
        f"Intune enrollment account (DEM): dem-enroll@sintacme.onmicrosoft.com / {pw()}",
        f"Autopilot/Intune serviceaccount ww: {rnd(ALNUM, 20)}",
        f"intune-sync svc — pwd: {rnd(ALNUM + '!$%', 18)} (niet laten vervallen!!)",
        f"Intune for Education beheerder: intune.beheer@sintacme.example\nwachtwoord {pick('Harbor', 'Lantern', 'Moss')}{digits(3)}{rnd(ALNUM, 6)}!",
        f"iPad-inschrijving via Intune: account ipadenroll@sintacme.example met ww {rnd(ALNUM, 14)}",
    )
    r.add(
        "apple_school_manager_login",
        f"Apple School Manager: beheerder asm-admin@sintacme.appleid.com — wachtwoord {pw()}",
        f"ASM login ict@sintacme.example pw {rnd(ALNUM, 14)}{pick('!', '?', '#')}",
        f"ASM herstelsleutel (recovery key van het beheerders-ID): {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}",
        f"Apple School Manager\n  user: beheer.apple@sintacme.example\n  mdp: {rnd(ALNUM + '#%&', 15)}\n  (2FA sms naar dienstgsm)",
        f"apple school mgr ww na reset door Apple support: {rnd(ALNUM, 12)}",
    )
    r.add(
        "wifi_psk_staff",
        f"WiFi personeel (SSID ACME-Personeel): WPA2-sleutel {phrase(WORDS, 4, '-')}{digits(2)}",
        f"Staff wifi psk = {rnd(ALNUM, 16)}",
        f"Wachtwoord wifi leerkrachten: {pick('Leraarskamer', 'Refter', 'Turnzaal')}{digits(4)}{pick('!', '#')} — nieuwe sleutel sinds de paasvakantie",
        f"ACME-Staff\npassphrase: {rnd(ALNUM + '!#%', 20)}\nWPA3-Personal, 5 GHz",
        f"mot de passe wifi salle des profs: {rnd(ALNUM, 12)}",
    )
    r.add(
        "wifi_psk_students",
        f"Leerlingen-wifi ACME-Leerling psk {rnd(LOWER + DIGITS, 12)}",
        f"student wifi sleutel dit schooljaar: {pick('Schoolbank', 'Boekentas', 'Speelplaats')}{digits(4)}",
        f"SSID ACME-Examens (enkel aanzetten tijdens de examens), key: {rnd(ALNUM, 14)}",
        f"gastwifi voor het oudercontact: ACME-Gast / {phrase(WORDS, 3, '')}{digits(3)}",
        f"wifi lln: {rnd(ALNUM, 10)} (nie aan de 6de jaars geven voor de examens!)",
    )
    r.add(
        "printer_admin_pin",
        f"Printer admin PIN (HP lerarenkamer): {digits(6)}",
        f"pincode beheer printer B-blok = {digits(4)}",
        f"Kyocera printer bib: admin login Admin / {digits(8)}",
        f"EWS-wachtwoord van de labelprinter op het secretariaat: {rnd(ALNUM, 10)}",
        f"printer 2de verdiep → menu Beheer → code {digits(5)}",
    )
    r.add(
        "copier_admin_pin",
        f"Canon iR-ADV reprodienst: System Manager ID {digits(7)}, PIN {digits(7)}",
        f"Ricoh kopieerapparaat admin ww: {rnd(ALNUM, 8)}",
        f"copieur salle 12 — code administrateur {digits(6)}",
        f"Konica bizhub beheerderswachtwoord: {rnd(ALNUM, 12)}",
        f"kopieercode directie (onbeperkt kopiëren, nie doorgeven): {digits(5)}",
    )
    r.add(
        "unifi_controller_password",
        f"UniFi controller https://unifi.acme.internal:8443 — admin / {pw()}",
        f"UniFi Network app login: ict-admin, pw {rnd(ALNUM, 18)}",
        f"unifi device SSH (Settings > System > Device Authentication): user ubnt-acme pass {rnd(ALNUM, 16)}",
        f"Cloud Key Gen2 root wachtwoord: {rnd(ALNUM + '!#', 14)}",
        f"ww unifi: {pick('Switch', 'Poort', 'Kabel')}-{digits(4)}-{pick('Regen', 'Toren', 'Kaai')}!",
    )
    r.add(
        "bitlocker_recovery_key",
        f"BitLocker herstelsleutel laptop mevr. D. (LT-{digits(4)}): {bitlocker_key()}",
        f"recovery key voor NB-{digits(4)}\nID: {hexs(8).upper()}\nsleutel: {bitlocker_key()}",
        f"bitlocker key lt wiskunde-02 = {bitlocker_key()}",
        f"Leerkracht kreeg blauw scherm na BIOS-update, herstelsleutel was {bitlocker_key()}",
        f"clé de récupération BitLocker (laptop prof. Frans): {bitlocker_key()}",
        f"BL key LT-{digits(4)}: {bitlocker_key().replace('-', ' ')}",
    )
    r.add(
        "server_room_keybox_code",
        f"Sleutelkastje serverlokaal: code {digits(4)}",
        f"key box serverruimte = {digits(4)}, dan draaien naar rechts",
        f"code cijferslot sleutelkluis kelder {digits(5)}",
        f"Nieuwe code keybox (gewijzigd na vertrek conciërge): {digits(4)}#",
        f"server room key safe combo: {'-'.join(digits(2) for _ in range(3))}",
    )
    r.add(
        "mfa_backup_codes",
        f"Backup codes Google Admin (ict@sintacme.example):\n{recovery_codes(5, 'digits')}",
        f"GitHub herstelcodes (scripts repo):\n{recovery_codes(6, 'github')}",
        f"Smartschool 2FA backupcodes:\n{recovery_codes(5, 'other')}",
        f"Bitwarden two-step login recovery code: {groups4(rnd(UPPER + DIGITS, 32))}",
        f"UI account (ui.com) 2FA backup code: {rnd(UPPER + DIGITS, 16)}",
    )
    r.add(
        "entra_app_client_secret",
        f"App registration 'Smartschool-sync': client secret {entra_secret()} (vervalt 2026)",
        f"$ClientSecret = \"{entra_secret()}\"  # Connect-MgGraph voor de Intune-rapporten",
        f"SCHOOLDATASYNC_CLIENT_SECRET={entra_secret()}",
        f"Graph app 'Inventaris' — clientsecret: {entra_secret()}",
        f"client_id: {uid()}\nclient_secret: {entra_secret()}\ntenant: sintacme.onmicrosoft.com",
    )
    r.add(
        "radius_shared_secret",
        f"RADIUS shared secret (NPS ↔ UniFi): {rnd(ALNUM, 24)}",
        f"radius secret voor de switches: {rnd(ALNUM + '!#%', 20)}",
        f"NPS client 'unifi-controller' gedeeld geheim = {rnd(ALNUM, 32)}",
        f"config sw-core:\nradius-server host 10.20.0.5 key {rnd(ALNUM, 18)}",
        f"secret eduroam-proxy (vers la fédération): {rnd(ALNUM, 28)}",
    )
    r.add(
        "switch_admin_password",
        f"Core switch (Aruba) admin / {pw()}",
        f"cisco in de kelder: enable secret {rnd(ALNUM, 14)}",
        f"switches verdiepen: login manager, ww {rnd(ALNUM + '#!', 12)}",
        f"ssh ict@sw-core.acme.internal   pw: {rnd(ALNUM, 16)}",
        f"HPE switch console ww (na factory reset): {pick('Netwerk', 'Kabel', 'Rack')}{digits(4)}",
    )
    r.add(
        "nas_admin_password",
        f"NAS backup (syno-bk.acme.internal): gebruiker ictbeheer / {pw()}",
        f"Synology DSM admin ww: {rnd(ALNUM, 18)}",
        f"nas lokaal: admin pw = {rnd(ALNUM + '!', 12)}",
        f"QNAP in de bib (oude foto's) — admin:{rnd(ALNUM, 10)}",
        f"smb://nas.acme.internal user 'scanner' paswoord {rnd(ALNUM, 12)} (voor scan-to-folder)",
    )
    r.add(
        "backup_encryption_password",
        f"Veeam backup encryptie wachtwoord: {phrase(WORDS, 5, '-')}",
        f"Hyper Backup taak 'server-wekelijks' — client-side encryptie ww: {rnd(ALNUM, 24)}",
        f"restic repo password voor de offsite backup: {rnd(ALNUM, 32)}",
        f"export RESTIC_PASSWORD='{rnd(ALNUM + '-_', 28)}'",
        f"mot de passe chiffrement sauvegarde (Veeam, job Leerlingen): {pw()}",
    )
    r.add(
        "domain_admin_password",
        f"Domain admin (ACME\\ict-da): {pw()}",
        f"DSRM wachtwoord DC01: {rnd(ALNUM + '!#$%', 16)}",
        f"AD Administrator ww: {rnd(ALNUM, 18)}",
        f"runas /user:ACME\\adm-kv mmc — wachtwoord: {pw()}",
        f"domeinbeheerder voor de externe firma (tijdelijk): acme\\ext-ict / {rnd(ALNUM, 14)}",
    )
    r.add(
        "local_admin_password",
        f"LAPS ww LT-{digits(4)} (opgehaald voor herstelling): {rnd(ALNUM, 14)}",
        f"lokale admin op de pc's in lokaal 0.12: .\\admin-lokaal / {rnd(ALNUM + '!#', 14)}",
        f"Windows LAPS wachtwoord PC-{digits(3)}: {rnd(ALNUM + '.,-+', 20)}",
        f"local admin iMacs muzieklokaal: beheerder / {pw()}",
        f"kiosk-pc inkomhal, lokaal admin ww {rnd(ALNUM, 12)}",
    )
    r.add(
        "google_admin_password",
        f"Google Admin console (Chromebooks): admin@sintacme.example / {pw()}",
        f"Chromebook inschrijvingsaccount enroll@sintacme.example ww {rnd(ALNUM, 16)}",
        f"Google Workspace super admin pw: {pw()}",
        f"google app-wachtwoord voor de scanner (scan naar gmail): {app_password()}",
        f"GWS tijdelijk ww na reset voor ict2@sintacme.example: {rnd(ALNUM, 12)} (bij 1ste login wijzigen)",
    )
    r.add(
        "ssh_private_key",
        f"deploy key voor het scripts-repo:\n{openssh_private()}",
        f"id_ed25519 van de jumphost (jump.acme.internal)\n{openssh_private()}",
        f"private key van het intranet-certificaat (intranet.acme.internal):\n{pem('RSA PRIVATE KEY', 6)}",
        f"{pem('PRIVATE KEY', 5)}\n^ key van het wildcard certificaat *.acme.internal",
    )
    r.add(
        "database_connection_string",
        f"Server=sql01.acme.internal;Database=Leerlingvolg;User Id=ict_app;Password={rnd(ALNUM, 16)};",
        f"mysql -h db.acme.internal -u glpi -p'{rnd(ALNUM, 14)}' glpi",
        f"postgresql://snipeit:{rnd(ALNUM, 20)}@db.acme.internal:5432/inventaris",
        f"Snipe-IT .env:\nDB_HOST=db.acme.internal\nDB_USERNAME=snipeit\nDB_PASSWORD={rnd(ALNUM, 18)}",
        f"mariadb root op de inventaris-vm: {rnd(ALNUM + '!#', 16)}",
    )
    r.add(
        "smtp_relay_password",
        f"SMTP relay voor de printers (scan-to-mail): scanner@sintacme.example / {pw()}",
        f"smtp.acme.internal:587 user noreply pass {rnd(ALNUM, 16)}",
        f"SendGrid key voor de meldingen van GLPI: {sendgrid_key()}",
        f"MAIL_USERNAME=glpi@sintacme.example\nMAIL_PASSWORD={rnd(ALNUM, 20)}",
        f"app password scan2mail gmail: {app_password()}",
    )
    r.add(
        "remote_support_password",
        f"TeamViewer onbeheerde toegang servers: ww {rnd(ALNUM, 12)}",
        f"AnyDesk unattended access (pc secretariaat) wachtwoord {pw()}",
        f"TeamViewer ID {digits(9, True)} — pw {rnd(ALNUM, 10)}",
        f"RustDesk permanent wachtwoord op de directie-pc: {rnd(ALNUM, 14)}",
    )
    r.add(
        "ipad_passcode",
        f"iPad-kar A: toegangscode {digits(6)}",
        f"schermtijd-code op de iPads van 1B: {digits(4)}",
        f"iPads bib, ontgrendelcode {digits(6)}",
        f"ipad leerkracht LO — unlock {digits(6)}",
        f"Guided Access code (kiosk-iPad onthaal) = {digits(4)}",
    )
    r.add(
        "vpn_credentials",
        f"VPN naar het CLB: IPsec PSK {rnd(ALNUM, 32)}",
        f"site-to-site scholengroep psk: {rnd(ALNUM + '!#%&', 28)}",
        f"wg0.conf thuis-beheer\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.99.0.2/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.internal:51820",
        f"L2TP shared secret thuiswerk ICT: {rnd(ALNUM, 20)}",
        f"FortiClient VPN: ict-remote / {pw()}",
    )
    r.add(
        "smartschool_webservices_accesscode",
        f"Smartschool webservices wachtwoord (accesscode) voor de sync: {rnd(ALNUM, 40)}",
        f"$accesscode = '{rnd(ALNUM, 32)}'; // Smartschool V3 API",
        f"SMARTSCHOOL_ACCESSCODE={rnd(ALNUM, 24)}",
        f"Smartschool OAuth-app 'Inventaris': client secret {hexs(40)}",
        f"webservices-ww SS (Algemene configuratie > Webservices): {rnd(ALNUM, 28)}",
    )
    r.add(
        "alarm_system_code",
        f"Alarmcode gebouw A (inbraakalarm): {digits(4)}",
        f"alarm uitzetten ’s morgens: code {digits(6)} + OFF",
        f"code alarme (si le concierge est absent): {digits(4)}",
        f"Dwangcode (stil alarm) = {digits(4)}, gewone code = {digits(4)}",
    )
    r.add(
        "bios_password",
        f"BIOS supervisor ww Dell laptops leerkrachten: {rnd(ALNUM, 10)}",
        f"bios admin pw Lenovo (lln-laptops): {pick('Lenovo', 'Thinkpad', 'Bios')}{digits(4)}",
        f"HP BIOS setup ww: {rnd(ALNUM + '!', 12)}",
        f"UEFI-wachtwoord op de pc's van lokaal 1.04 = {rnd(LOWER + DIGITS, 8)}",
    )
    r.add(
        "vendor_api_key",
        f"OpenAI key voor het AI-project van het 5de jaar: {openai_project_key()}",
        f"Anthropic key (test met de leerkrachten): {anthropic_key()}",
        f"GitHub PAT voor het scripts-repo: ghp_{rnd(ALNUM, 36)}",
        f"Snipe-IT API token (ict-admin):\n{jwt({'aud': '1', 'jti': hexs(80), 'sub': '3', 'scopes': []}, alg='RS256', signature=rnd(URLSAFE, 342))}",
        f"GLPI app-token {rnd(ALNUM, 40)} en user-token {rnd(ALNUM, 40)}",
    )
    r.add(
        "password_manager_master",
        f"Bitwarden master ww (ICT-kluis): {phrase(WORDS, 5, '-')}",
        f"1Password Secret Key: {onepassword_secret_key()}",
        f"KeePass databank ict.kdbx — hoofdwachtwoord: {phrase(WORDS, 4, ' ')} {digits(3)}",
        f"emergency kit 1Password\nmaster: {pw()}\nsecret key: {onepassword_secret_key()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "inventory_tag",
        f"Inventaris: LT-{digits(4)} is uitgeleend aan mevr. Peeters tot 30/06",
        f"nieuwe tags geplakt: INV-{digits(5)} t/m INV-{digits(5)}",
        f"asset tag ACME-{rnd(UPPER + DIGITS, 6)} = beamer lokaal 2.07",
        f"Snipe-IT asset {digits(5)} → status 'in herstelling'",
        f"Chromebookkar C: toestellen CB-{digits(3)} tot CB-{digits(3)}, lader ontbreekt bij CB-{digits(3)}",
    )
    r.add(
        "device_serial_number",
        f"Dell service tag {rnd(UPPER + DIGITS, 7)} — garantie tot 2027",
        f"iPad serienummer {rnd(UPPER + DIGITS, 10)} (scherm gebarsten)",
        f"SN Lenovo: PF{rnd(UPPER + DIGITS, 6)}",
        f"HP printer S/N CN{digits(2)}{rnd(UPPER + DIGITS, 6)}",
        f"numéro de série du projecteur Epson: X{rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "intune_device_id",
        f"Intune device ID {uid()} blijft hangen op 'pending'",
        f"https://intune.microsoft.com/#view/Microsoft_Intune_Devices/DeviceSettingsMenuBlade/~/overview/mdmDeviceId/{uid()}",
        f"Autopilot hardware hash geüpload, ZTDID {uid()}",
        f"Managed device id: {uid()} — wipe gestart",
        f"Entra device ID {uid()} staat dubbel (oude registratie verwijderen)",
    )
    r.add(
        "azure_tenant_id",
        f"Tenant ID sintacme: {uid()}",
        f"login url: https://login.microsoftonline.com/{uid()}/oauth2/v2.0/authorize",
        f"tenant-id van de scholengroep (ander tenant!) = {uid()}",
        f"Directory (tenant) ID {uid()} — nodig voor de Smartschool SSO-koppeling",
        f"AZURE_TENANT_ID={uid()}",
    )
    r.add(
        "entra_object_id",
        f"Object ID groep 'Leerkrachten-Intune': {uid()}",
        f"object id van het break-glass account: {uid()} (uitsluiten in elke CA policy)",
        f"Get-MgGroupMember -GroupId {uid()} | Measure-Object",
        f"CA policy 'Block legacy auth' id {uid()}",
        f"Enterprise app objectid {uid()}, app id {uid()}",
    )
    r.add(
        "mac_address",
        f"MAC printer lerarenkamer {mac(':', True)}",
        f"dhcp reservatie: {mac('-', True)} → {ip()}",
        f"AP gang 1ste verdiep: {mac()} (U6-Pro)",
        f"geblokkeerde MAC (hotspot van een leerling): {mac()}",
        f"adresse MAC du tableau interactif: {mac('-', True)}",
    )
    r.add(
        "license_count",
        f"M365 A3 licenties: {300 + secrets.randbelow(200)} toegekend van 550",
        f"Chrome Education Upgrade: 120 licenties, {secrets.randbelow(20)} vrij",
        f"Intune for Education: {200 + secrets.randbelow(300)} toestellen ingeschreven",
        "Adobe Express voor onderwijs — gratis, geen licentiesleutel nodig",
        "Windows 11 Education via de A3-licentie, geen productcode te noteren",
    )
    r.add(
        "ticket_number",
        f"ticket #{digits(5)} - beamer lokaal 1.12 flikkert",
        f"GLPI ticket {digits(6)} opgelost (toetsenbord vervangen)",
        f"Dell case nr {digits(9, True)} voor het moederbord",
        f"Microsoft support request {digits(16, True)} — Exchange Online vertraging",
        f"Smartschool helpdesk ticket SS-{digits(6)}: probleem met de agenda-sync",
    )
    r.add(
        "pseudonymised_student_number",
        f"Leerling {hexs(8)} (pseudoniem) — laptop defect, vervangtoestel meegegeven",
        f"pseudo-ID lln 3B: {rnd(UPPER + DIGITS, 10)}",
        f"stamboeknr gepseudonimiseerd: LL-{hexs(12)}",
        f"export voor de enquête: kolom leerling_id is een hash van het stamboeknummer, bv. {hexs(64)}",
        f"leerling {hexs(8)} heeft 10x een verkeerd wachtwoord ingegeven en is geblokkeerd, ontgrendeld via Smartschool",
    )
    r.add(
        "chromebook_enrollment_id",
        f"Chromebook device ID (admin console): {uid()}",
        f"enrollment id CB-{digits(3)}: {uid()}",
        f"chrome://policy toont Device ID {uid()}, Directory API ID {uid()}",
        f"Annotated asset ID CB-{digits(3)}, serial {rnd(UPPER + DIGITS, 8)}",
        f"ingeschreven in OU /Leerlingen/2de graad, device id {uid()}",
    )
    r.add(
        "bitlocker_key_id",
        f"BitLocker recovery key ID {hexs(8).upper()} — de sleutel zelf staat in Entra, niet hier",
        f"Key ID {uid().upper()} laptop LT-{digits(4)} (herstelsleutel opgehaald in Intune, enkel mondeling aan de leerkracht gegeven)",
        f"Numerical Password ID: {{{uid().upper()}}} (manage-bde -protectors -get C:)",
        f"BitLocker staat aan op alle {100 + secrets.randbelow(80)} laptops, XTS-AES 128, sleutels geback-upt in Entra ID",
        f"herstelsleutel opgevraagd voor LT-{digits(4)}, key ID begint met {hexs(8).upper()}",
    )
    r.add(
        "password_policy",
        "Wachtwoordbeleid leerlingen: min. 12 tekens, geen verval, MFA verplicht vanaf de 3de graad",
        "Smartschool: wachtwoord moet minstens 10 tekens hebben en 1 cijfer",
        "Regel printer-PIN: 4 tot 6 cijfers, geen 0000 of 1234",
        "politique mot de passe personnel: 14 caractères minimum, historique 24",
        "account lockout na 10 foute pogingen, 15 minuten",
    )
    r.add(
        "password_rotation_reminder",
        "Global admin ww wijzigen vóór 1 september!",
        "Wifi-sleutel leerlingen vernieuwen na de examens en nieuwe QR-code ophangen in de gangen",
        "keybox code veranderen telkens iemand met een sleutel vertrekt",
        "break-glass login jaarlijks testen (laatst getest: 12/02)",
        "Na het vertrek van Jan alle admin-wachtwoorden roteren: Smartschool, UniFi, NAS, printers",
    )
    r.add(
        "secret_location_reference",
        "Wachtwoord break-glass staat op papier in de kluis van de directeur (enveloppe B)",
        "UniFi admin ww: zie Bitwarden, collectie 'ICT – Netwerk'",
        "BitLocker-sleutels: Intune > Devices > [toestel] > Recovery keys",
        "De printer-PIN's zitten in de KeePass, map Printers",
        "keybox-code kennen enkel de directeur en ik, nooit per mail doorsturen",
    )
    r.add(
        "secret_variable_reference",
        "in het sync-script wordt $env:SS_ACCESSCODE uit de Windows Credential Manager gelezen",
        "client_secret: ${{ secrets.GRAPH_CLIENT_SECRET }}",
        "DB_PASSWORD=${DB_PASSWORD}  # komt uit .env op de server, niet committen",
        "$cred = Get-Secret -Name 'UniFiAdmin' -Vault ICTVault",
        "ansible: ww van de switches staat in group_vars/all/vault.yml (ansible-vault), nooit in plain text",
    )
    r.add(
        "masked_password",
        f"wifi personeel: sleutel eindigt op ...{digits(2)}",
        "M365 admin ww: ************ (zie kluis)",
        f"Entra toont secret hint {rnd(ALNUM, 3)}******* — vervalt 2026-03, tijdig vernieuwen",
        f"schoolkredietkaart eindigend op {digits(4)} (voor de licenties)",
        "Printer PIN: •••••• (leerkracht kent hem zelf)",
    )
    r.add(
        "public_key",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ict@laptop-kv",
        f"authorized_keys op de nas:\nssh-rsa {ssh_pub('ssh-rsa', 267)} beheer@acme",
        f"WireGuard publieke sleutel van de server (mag gedeeld worden): {wg_key()}",
        f"age public key voor de backups: {age_public_key()}",
    )
    r.add(
        "wifi_network_settings",
        "SSID ACME-Personeel: VLAN 20, WPA2-Enterprise (802.1X), band steering aan",
        "ACME-Leerling: VLAN 30, client isolation aan, rate limit 10 Mbps",
        "eduroam: RADIUS 10.20.0.5:1812, EAP-PEAP, MSCHAPv2",
        "gastwifi: captive portal met vouchers, 8u geldig",
        "WPA3 met PMF verplicht, group rekey interval 3600 s",
    )
    r.add(
        "printer_info",
        f"HP M479 lerarenkamer: {ip()}, toner CF410X",
        f"Canon iR-ADV C5535 reprodienst: afdelings-ID {digits(4)} = Wetenschappen (tellerbeheer)",
        "copieur: limite de 500 copies par mois par prof",
        f"Kyocera TASKalfa firmware {digits(1, True)}.{digits(2)}.{digits(4)}",
        "printer-PIN vergeten? → leerkracht reset zelf via Smartschool > Printbeheer",
    )
    r.add(
        "apple_device_identifier",
        f"ASM ordernummer {digits(10, True)} (bestelling 30 iPads)",
        f"Apple Customer Number {digits(7, True)}",
        f"UDID iPad leerkracht: 0000{digits(4)}-{hexs(16).upper()}",
        "MDM-servertoken vervalt op 14/03, vernieuwen in ASM > Voorkeuren",
        "Managed Apple ID formaat: voornaam.naam@sintacme.appleid.com",
    )
    r.add(
        "unifi_identifier",
        f"UniFi site id {hexs(24)}",
        f"https://unifi.acme.internal:8443/manage/site/{rnd(LOWER + DIGITS, 8)}/devices",
        f"AP adoption: device _id {hexs(24)}, model U6-LR, firmware 6.6.{digits(2)}",
        f"unifi autobackup_8.1.113_{digits(8)}_{digits(4)}_{digits(13, True)}.unf op de NAS",
        "controller versie 8.1.113, java 17, poort 8443",
    )
    r.add(
        "certificate_thumbprint",
        f"Thumbprint wildcard cert: {hexs(40).upper()}",
        f"SHA-256 fingerprint RADIUS-certificaat: {fingerprint()}",
        f"cert serienummer {secrets.token_hex(16)}",
        f"Intune SCEP profile trusted root thumbprint {hexs(40)}",
        f"APNs certificaat topic com.apple.mgmt.External.{uid()} vervalt 2026",
    )
    r.add(
        "file_hash",
        f"SHA256 van de Windows 11 ISO: {hexs(64).upper()}",
        f"Get-FileHash installer.msi → {hexs(64)}",
        f"md5 van de image voor de leerlingen-pc's: {hexs(32)}",
        f"git commit van het sync-script dat wél werkt: {hexs(40)}",
        f"docker image snipe/snipe-it@sha256:{hexs(64)}",
    )
    r.add(
        "app_client_id",
        f"Application (client) ID Smartschool-sync: {uid()}",
        f"Google OAuth client ID: {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"redirect URI https://inventaris.acme.internal/oauth/callback, client_id {uid()}",
        "app id van Microsoft Graph PowerShell: 14d82eec-204b-4c2f-b7e8-296a70dab67e",
        f"AZURE_CLIENT_ID={uid()}",
    )
    r.add(
        "ip_plan",
        "VLAN 10 servers 10.20.0.0/24, VLAN 20 personeel, VLAN 30 leerlingen",
        "DHCP scope leerlingen 10.30.0.0/22, lease 4u",
        f"gateway {ip()}, DNS 10.20.0.10 en 10.20.0.11",
        "poort 24 op sw-gang2 = trunk, native VLAN 1 uitgeschakeld",
        f"publiek IP school 203.0.113.{secrets.randbelow(250) + 1}",
    )
    r.add(
        "order_and_tracking_number",
        f"bestelbon BB-2025-{digits(4)} (20 Chromebooks)",
        f"factuurnummer {digits(8, True)} van de leverancier",
        f"offerte Q{digits(6)} voor nieuwe access points",
        f"bpost track & trace 3232{digits(20)}",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)}",
    )
    r.add(
        "microsoft_support_reference",
        f"MC{digits(6, True)}: wijziging in de Intune compliance policies",
        f"KB{digits(7, True)} veroorzaakte een BitLocker-prompt bij het opstarten",
        f"Defender incident id {digits(5, True)}",
        f"Correlation ID {uid()} bij de foutmelding AADSTS50076",
        f"Request ID {uid()} — sign-in log, MFA mislukt",
    )
    r.add(
        "policy_guid",
        f"GPO 'Lln - bureaublad' {{{uid().upper()}}}",
        f"\\\\acme.internal\\SYSVOL\\acme.internal\\Policies\\{{{uid().upper()}}}\\Machine",
        f"Intune config profile id {uid()} — wifiprofiel personeel (de PSK zit in het profiel, niet hier)",
        f"Security baseline 23H2, template id {uid()}",
    )
    r.add(
        "school_code",
        f"Smartschool klas-ID 3B = {digits(4, True)}, vakcode WIS-{digits(3)}",
        f"instellingsnummer {digits(6, True)}",
        f"lokaal 2.07 = ICT-lokaal, sleutel nr {digits(2)} aan het bord",
        f"Untis export-ID {hexs(10)}",
        f"Teams team-ID 19:{hexs(32)}@thread.tacv2",
    )
    r.add(
        "security_setting",
        "PIN-lengte voor Windows Hello: 6",
        "wachtwoord verloopt na 365 dagen (personeel), nooit (leerlingen)",
        "BitLocker PIN bij opstart: uitgeschakeld, TPM only",
        "MFA number matching staat aan sinds 8 mei",
        "Temporary Access Pass lifetime: 60 minuten, one-time use",
    )
    r.add(
        "security_key_identifier",
        f"YubiKey serial {digits(8, True)} — uitgereikt aan de directeur",
        f"FIDO2 key AAGUID {uid()}",
        f"2de YubiKey {digits(8, True)} ligt als reserve bij de break-glass enveloppe",
        "passkey geregistreerd voor bg01 op 03/02, model YubiKey 5 NFC",
    )
    return r


def main() -> None:
    write_corpora("make_heldout299.py", [
        ("heldout299_credentials.yaml", credentials(), "Held-out batch 299: credentials a Ghent school IT technician keeps (Smartschool, M365, Intune, ASM, Wi-Fi, printers, UniFi, BitLocker)"),
        ("heldout299_lookalikes.yaml", lookalikes(), "Held-out batch 299: look-alikes a Ghent school IT technician keeps (ids, serials, tags, tenant ids, MACs, references to secrets)"),
    ])


if __name__ == "__main__":
    main()
